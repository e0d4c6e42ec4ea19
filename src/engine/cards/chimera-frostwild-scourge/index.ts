/**
 * The Frostwild Scourge (Red Rains boss): its rules and every aspect of its two decks (Storm
 * and Mighty), with its conjured alterations Stun and Vigor. A deck with an aspect that has no
 * script is refused at setup (`chimera/setup.ts`).
 */
import type { CardScript } from '../api';
import avalanche from './avalanche';
import bonechillWind from './bonechill-wind';
import chargeFist from './charge-fist';
import crushingGrip from './crushing-grip';
import frostBulwark from './frost-bulwark';
import galeforce from './galeforce';
import giantsMight from './giants-might';
import shockwave from './shockwave';
import stormBolt from './storm-bolt';
import stun from './stun';
import sweepingStrike from './sweeping-strike';
import vigor from './vigor';
import warcry from './warcry';
import wildThrow from './wild-throw';

export { default as FROSTWILD_SCOURGE } from './frostwild-scourge';

export const CHIMERA_FROSTWILD_SCOURGE: readonly CardScript[] = [
  avalanche,
  bonechillWind,
  chargeFist,
  crushingGrip,
  frostBulwark,
  galeforce,
  giantsMight,
  shockwave,
  stormBolt,
  stun,
  sweepingStrike,
  vigor,
  warcry,
  wildThrow,
];
