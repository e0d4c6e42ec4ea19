/** Boards several scenario tests start from. */
import type { ScenarioSetup } from './scenario';

/**
 * Alice can target Bob's Anchornaut with a natural dice power; Bob holds
 * Golden Veil and a charm die to answer it: a reaction window for Bob.
 */
export const VEILED_UNIT: Pick<ScenarioSetup, 'p1' | 'p2'> = {
  p1: { phoenixborn: 'aradel-summergaard', dice: ['natural:power'] },
  p2: {
    phoenixborn: 'maeoni-viper',
    hand: ['golden-veil'],
    battlefield: ['anchornaut'],
    dice: ['charm:power'],
  },
};
