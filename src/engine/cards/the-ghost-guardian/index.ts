/** The Ghost Guardian release: every card of it that has a script. */
import type { CardScript } from '../api';
import ancestorSpirit from './ancestor-spirit';
import ancestralArmy from './ancestral-army';
import augury from './augury';
import battleSeer from './battle-seer';
import darkPresence from './dark-presence';
import hollow from './hollow';
import memorialize from './memorialize';
import nightmareMount from './nightmare-mount';
import paleSteedMount from './pale-steed-mount';
import resonance from './resonance';
import rimeaCareworn from './rimea-careworn';
import sharedSorrow from './shared-sorrow';
import spectralChargerMount from './spectral-charger-mount';
import summonAncestorSpirit from './summon-ancestor-spirit';
import summonGhostlyMount from './summon-ghostly-mount';

export const THE_GHOST_GUARDIAN: readonly CardScript[] = [
  ancestorSpirit,
  ancestralArmy,
  augury,
  battleSeer,
  darkPresence,
  hollow,
  memorialize,
  nightmareMount,
  paleSteedMount,
  resonance,
  rimeaCareworn,
  sharedSorrow,
  spectralChargerMount,
  summonAncestorSpirit,
  summonGhostlyMount,
];
