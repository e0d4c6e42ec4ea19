/** The Masters of Gravity release: every card of it that has a script. */
import type { CardScript } from '../api';
import changingWinds from './changing-winds';
import chaosGravity from './chaos-gravity';
import echoGreystorm from './echo-greystorm';
import enhancedStrength from './enhanced-strength';
import enlightenment from './enlightenment';
import gravityTraining from './gravity-training';
import holyRelics from './holy-relics';
import lawOfFear from './law-of-fear';
import lightSwordsman from './light-swordsman';
import mirrorSpirit from './mirror-spirit';
import polarityMage from './polarity-mage';
import sonicSwordsman from './sonic-swordsman';
import summonMirrorSpirit from './summon-mirror-spirit';

export const THE_MASTERS_OF_GRAVITY: readonly CardScript[] = [
  changingWinds,
  chaosGravity,
  echoGreystorm,
  enhancedStrength,
  enlightenment,
  gravityTraining,
  holyRelics,
  lawOfFear,
  lightSwordsman,
  mirrorSpirit,
  polarityMage,
  sonicSwordsman,
  summonMirrorSpirit,
];
