/**
 * The Blight of Neverset (Red Rains boss): its rules, its conjurations (Scarlet Seed, Bleed)
 * and the aspects of its two decks (Bloom and Thorn).
 */
import type { CardScript } from '../api';
import allure from './allure';
import ballisticSeeds from './ballistic-seeds';
import bleed from './bleed';
import explosivePods from './explosive-pods';
import horrificGaze from './horrific-gaze';
import overgrowth from './overgrowth';
import photosynthesize from './photosynthesize';
import proliferate from './proliferate';
import scarletSeed from './scarlet-seed';
import soothingScent from './soothing-scent';
import sowingStrike from './sowing-strike';
import vampiricRoots from './vampiric-roots';
import vineWhip from './vine-whip';
import witheringRot from './withering-rot';

export { default as BLIGHT_OF_NEVERSET } from './blight-of-neverset';

export const CHIMERA_BLIGHT_OF_NEVERSET: readonly CardScript[] = [
  allure,
  ballisticSeeds,
  bleed,
  explosivePods,
  horrificGaze,
  overgrowth,
  photosynthesize,
  proliferate,
  scarletSeed,
  soothingScent,
  sowingStrike,
  vampiricRoots,
  vineWhip,
  witheringRot,
];
