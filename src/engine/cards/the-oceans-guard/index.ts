/** The Ocean's Guard release: every card of it that has a script. */
import type { CardScript } from '../api';
import darkwaterHunter from './darkwater-hunter';
import oceansGift from './oceans-gift';
import prismTetra from './prism-tetra';
import radiantLeviathan from './radiant-leviathan';
import seafoamSnapper from './seafoam-snapper';
import standStill from './stand-still';
import summonPrismTetra from './summon-prism-tetra';
import summonRadiantLeviathan from './summon-radiant-leviathan';
import summonSeafoamSnapper from './summon-seafoam-snapper';
import summonTidalCrab from './summon-tidal-crab';
import tidalCrab from './tidal-crab';
import tidalShift from './tidal-shift';
import tristanDarkwater from './tristan-darkwater';
import tsunamiShot from './tsunami-shot';
import waveCrash from './wave-crash';

export const THE_OCEANS_GUARD: readonly CardScript[] = [
  darkwaterHunter,
  oceansGift,
  prismTetra,
  radiantLeviathan,
  seafoamSnapper,
  standStill,
  summonPrismTetra,
  summonRadiantLeviathan,
  summonSeafoamSnapper,
  summonTidalCrab,
  tidalCrab,
  tidalShift,
  tristanDarkwater,
  tsunamiShot,
  waveCrash,
];
