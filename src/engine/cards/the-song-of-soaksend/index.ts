/** The Song of Soaksend release: every card of it that has a script. */
import type { CardScript } from '../api';
import crescendo from './crescendo';
import encore from './encore';
import fluteMage from './flute-mage';
import guiltLink from './guilt-link';
import magicSyphon from './magic-syphon';
import namineHymntide from './namine-hymntide';
import riverSkald from './river-skald';
import salamanderMonk from './salamander-monk';
import salamanderMonkSpirit from './salamander-monk-spirit';
import shatterPulse from './shatter-pulse';
import squallStallion from './squall-stallion';
import stringMage from './string-mage';
import summonSalamanderMonk from './summon-salamander-monk';
import summonSquallStallion from './summon-squall-stallion';

export const THE_SONG_OF_SOAKSEND: readonly CardScript[] = [
  crescendo,
  encore,
  fluteMage,
  guiltLink,
  magicSyphon,
  namineHymntide,
  riverSkald,
  salamanderMonk,
  salamanderMonkSpirit,
  shatterPulse,
  squallStallion,
  stringMage,
  summonSalamanderMonk,
  summonSquallStallion,
];
