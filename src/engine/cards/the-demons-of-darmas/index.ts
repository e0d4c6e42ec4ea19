/** The Demons of Darmas release: every card of it that has a script. */
import type { CardScript } from '../api';
import adrenalineRush from './adrenaline-rush';
import beastMage from './beast-mage';
import beastWarrior from './beast-warrior';
import consumeSoul from './consume-soul';
import darkReaping from './dark-reaping';
import drainVitality from './drain-vitality';
import haroldWestraven from './harold-westraven';
import huntersMark from './hunters-mark';
import masterVampire from './master-vampire';
import psychicVampire from './psychic-vampire';
import summonVampireBatSwarm from './summon-vampire-bat-swarm';
import transmuteMagic from './transmute-magic';
import vampireBatSwarm from './vampire-bat-swarm';

export const THE_DEMONS_OF_DARMAS: readonly CardScript[] = [
  adrenalineRush,
  beastMage,
  beastWarrior,
  consumeSoul,
  darkReaping,
  drainVitality,
  haroldWestraven,
  huntersMark,
  masterVampire,
  psychicVampire,
  summonVampireBatSwarm,
  transmuteMagic,
  vampireBatSwarm,
];
