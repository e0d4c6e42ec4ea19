import { changeOneDieOfEachPlayer, defineCard, swapDice } from '../api';

/** Transmute Magic: Swap any number of dice in your exhausted pool with an equal number of dice in your active pool, placing them each on a side of your choice. Change 1 die in each target player's active pool to a side of your choice. */
export default defineCard({
  stub: 'transmute-magic',
  effect: [swapDice('Transmute Magic'), changeOneDieOfEachPlayer('Transmute Magic')],
});
