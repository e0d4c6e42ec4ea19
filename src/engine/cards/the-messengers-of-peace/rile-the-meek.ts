import {
  chooseCard,
  dealDamage,
  defineCard,
  isExhausted,
  opponentUnits,
  printedAttackIs,
  rememberNumber,
  unitsOf,
} from '../api';
import type { Step } from '../api';

/**
 * The most times the effect can resolve: one per unit a player can control (no Phoenixborn's
 * battlefield value reaches this).
 */
const MOST_UNITS = 12;

const times = rememberNumber('times');

/** The n-th resolution of "You may deal 1 damage to a target unit an opponent controls". */
function resolveOnce(n: number): Step[] {
  const target = chooseCard(`target${n}`, {
    title: `Rile the Meek (${n}): you may deal 1 damage to a unit an opponent controls`,
    from: (g) => (n <= (times.of(g) ?? 0) ? opponentUnits(g) : []),
    optional: true,
  });
  return [target.ask, (g) => void dealDamage(g, target.of(g), 1)];
}

/**
 * Rile the Meek: Resolve the following effect once for each unexhausted unit you control with a
 * printed attack value of 0: You may deal 1 damage to a target unit an opponent controls.
 */
export default defineCard({
  stub: 'rile-the-meek',
  effect: [
    (g) =>
      times.set(
        g,
        unitsOf(g).filter((unit) => !isExhausted(g, unit) && printedAttackIs(g, unit, 0)).length,
      ),
    ...Array.from({ length: MOST_UNITS }, (_, i) => resolveOnce(i + 1)).flat(),
  ],
});
