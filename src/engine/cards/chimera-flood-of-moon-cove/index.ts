/**
 * The Flood of Moon Cove (Red Rains boss): its rules, its conjured alteration Drowning and
 * every aspect of its two decks (Abyss and Wave). A deck with an aspect that has no script is
 * refused at setup (`chimera/setup.ts`).
 */
import type { CardScript } from '../api';
import capsize from './capsize';
import deepEnd from './deep-end';
import deluge from './deluge';
import dragBelow from './drag-below';
import fromTheDepths from './from-the-depths';
import drowning from './drowning';
import insatiable from './insatiable';
import riptide from './riptide';
import shoreBreaker from './shore-breaker';
import stunningImpact from './stunning-impact';
import tyranny from './tyranny';
import undertow from './undertow';
import whirlpool from './whirlpool';

export { default as FLOOD_OF_MOON_COVE } from './flood-of-moon-cove';

export const CHIMERA_FLOOD_OF_MOON_COVE: readonly CardScript[] = [
  capsize,
  deepEnd,
  deluge,
  dragBelow,
  drowning,
  fromTheDepths,
  insatiable,
  riptide,
  shoreBreaker,
  stunningImpact,
  tyranny,
  undertow,
  whirlpool,
];
