/**
 * The Frostwild Scourge (Red Rains boss): its rules and the aspects of its Storm deck, with
 * its conjured alterations Stun and Vigor. The Mighty deck's aspects are not scripted yet, so
 * setup refuses that deck (`chimera/setup.ts`).
 */
import type { CardScript } from '../api';
import avalanche from './avalanche';
import bonechillWind from './bonechill-wind';
import frostBulwark from './frost-bulwark';
import galeforce from './galeforce';
import shockwave from './shockwave';
import stormBolt from './storm-bolt';
import stun from './stun';
import vigor from './vigor';

export { default as FROSTWILD_SCOURGE } from './frostwild-scourge';

export const CHIMERA_FROSTWILD_SCOURGE: readonly CardScript[] = [
  avalanche,
  bonechillWind,
  frostBulwark,
  galeforce,
  shockwave,
  stormBolt,
  stun,
  vigor,
];
