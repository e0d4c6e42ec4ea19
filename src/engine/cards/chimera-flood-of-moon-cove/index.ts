/**
 * The Flood of Moon Cove (Red Rains boss): its rules, its conjured alteration Drowning and the
 * aspects of its Wave deck. The Abyss deck's aspects are not scripted yet, so setup refuses
 * that deck (`chimera/setup.ts`).
 */
import type { CardScript } from '../api';
import deluge from './deluge';
import drowning from './drowning';
import insatiable from './insatiable';
import riptide from './riptide';
import shoreBreaker from './shore-breaker';
import stunningImpact from './stunning-impact';
import tyranny from './tyranny';

export { default as FLOOD_OF_MOON_COVE } from './flood-of-moon-cove';

export const CHIMERA_FLOOD_OF_MOON_COVE: readonly CardScript[] = [
  deluge,
  drowning,
  insatiable,
  riptide,
  shoreBreaker,
  stunningImpact,
  tyranny,
];
