/** The Grave King release: every card of it that has a script. */
import type { CardScript } from '../api';
import chantOfSacrifice from './chant-of-sacrifice';
import fallen from './fallen';
import graveKnight from './grave-knight';
import immortalCommander from './immortal-commander';
import jamesEndersight from './james-endersight';
import rallyTheTroops from './rally-the-troops';
import reapingAngel from './reaping-angel';
import reclaimSoul from './reclaim-soul';
import revivalPact from './revival-pact';
import risingHorde from './rising-horde';
import summonFallen from './summon-fallen';
import vengeance from './vengeance';

export const THE_GRAVE_KING: readonly CardScript[] = [
  chantOfSacrifice,
  fallen,
  graveKnight,
  immortalCommander,
  jamesEndersight,
  rallyTheTroops,
  reapingAngel,
  reclaimSoul,
  revivalPact,
  risingHorde,
  summonFallen,
  vengeance,
];
