import { defineCard, lowerDiceOfTargetOpponent, onAttached } from '../api';

const lower = lowerDiceOfTargetOpponent('Gust Spear', 2);

/** Gust Spear (alteration, attack +1): When attaching this spell, lower 2 dice in a target opponent's active pool one level. */
export default defineCard({
  stub: 'gust-spear',
  triggers: [onAttached('When attaching', lower.steps)],
});
