import {
  chooseCard,
  dealDamage,
  defineCard,
  discardPileOf,
  draw,
  opponentUnits,
  self,
  stubOf,
} from '../api';
import type { Run, Step } from '../api';

/** The other copies of this spell in your discard pile (this one lies there as it resolves). */
function otherCopies(g: Run): number {
  return discardPileOf(g).filter((card) => card !== self(g) && stubOf(g, card) === 'reverberate')
    .length;
}

/**
 * A deck holds at most 3 copies of a title (rules digest §2), so at most 2 other copies lie in
 * the discard pile; each repeat chooses its target anew.
 */
const MAX_REPEATS = 2;

const targets = Array.from({ length: MAX_REPEATS + 1 }, (_, n) =>
  chooseCard(`target${n}`, {
    title: 'Reverberate: choose a unit an opponent controls to deal 1 damage to',
    from: (g) => (n === 0 || n <= otherCopies(g) ? opponentUnits(g) : []),
  }),
);

/**
 * Reverberate: Deal 1 damage to a target unit an opponent controls. Repeat this effect for each
 * other copy of this spell in your discard pile. Then, draw 1 card.
 */
export default defineCard({
  stub: 'reverberate',
  effect: [
    ...targets.flatMap((target): Step[] => [
      target.ask,
      (g) => void dealDamage(g, target.of(g), 1),
    ]),
    (g) => void draw(g, 1),
  ],
});
