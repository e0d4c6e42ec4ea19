/** The Roaring Rose release: every card of it that has a script. */
import type { CardScript } from '../api';
import amplify from './amplify';
import anguish from './anguish';
import beastTamer from './beast-tamer';
import changePsyche from './change-psyche';
import dispel from './dispel';
import glowFinch from './glow-finch';
import leoSunshadow from './leo-sunshadow';
import memoryTheft from './memory-theft';
import mindProbe from './mind-probe';
import nightshadeSwallow from './nightshade-swallow';
import orchidDove from './orchid-dove';
import remorse from './remorse';
import summonNightshadeSwallow from './summon-nightshade-swallow';
import summonOrchidDove from './summon-orchid-dove';

export const THE_ROARING_ROSE: readonly CardScript[] = [
  amplify,
  anguish,
  beastTamer,
  changePsyche,
  dispel,
  glowFinch,
  leoSunshadow,
  memoryTheft,
  mindProbe,
  nightshadeSwallow,
  orchidDove,
  remorse,
  summonNightshadeSwallow,
  summonOrchidDove,
];
