import {
  artificeDiceOnYourCards,
  chooseCard,
  dealDamage,
  defineCard,
  opponentUnits,
  rememberNumber,
} from '../api';
import type { Step } from '../api';

/** At most 10 dice in a pool: the effect never resolves more often. */
const MOST_DICE = 10;

const times = rememberNumber('times');

/** The n-th resolution of "deal 1 damage to a target unit an opponent controls". */
function resolution(n: number): Step[] {
  const target = chooseCard(`target${n}`, {
    title: `Brilliant Display: choose a unit an opponent controls to deal 1 damage to (resolution ${n + 1})`,
    from: (g) => (n < (times.of(g) ?? 0) ? opponentUnits(g) : []),
  });
  return [target.ask, (g) => void dealDamage(g, target.of(g), 1)];
}

/**
 * Brilliant Display: Resolve the following effect once for each artifice die on cards you
 * control: Deal 1 damage to a target unit an opponent controls.
 */
export default defineCard({
  stub: 'brilliant-display',
  playable: (q) => opponentUnits(q).length > 0,
  effect: [
    // Counted once, as the spell resolves.
    (g) => times.set(g, artificeDiceOnYourCards(g)),
    ...Array.from({ length: MOST_DICE }, (_, n) => resolution(n)).flat(),
  ],
});
