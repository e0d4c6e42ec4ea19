/**
 * The Blight of Neverset (Red Rains boss): its rules, its conjurations (Scarlet Seed, Bleed)
 * and the aspects of its Bloom deck. The Thorn deck's aspects have no script yet, so setup
 * refuses that deck (`chimera/setup.ts`).
 */
import type { CardScript } from '../api';
import allure from './allure';
import ballisticSeeds from './ballistic-seeds';
import bleed from './bleed';
import photosynthesize from './photosynthesize';
import proliferate from './proliferate';
import scarletSeed from './scarlet-seed';
import soothingScent from './soothing-scent';
import sowingStrike from './sowing-strike';

export { default as BLIGHT_OF_NEVERSET } from './blight-of-neverset';

export const CHIMERA_BLIGHT_OF_NEVERSET: readonly CardScript[] = [
  allure,
  ballisticSeeds,
  bleed,
  photosynthesize,
  proliferate,
  scarletSeed,
  soothingScent,
  sowingStrike,
];
