import {
  alterationsInPlay,
  chooseCard,
  dealDamage,
  defineCard,
  opponentUnits,
  rememberNumber,
  removeExhaustion,
  removeStatus,
  removeWounds,
  targetableUnits,
  tokensOn,
  unitsOf,
} from '../api';
import type { Scope } from '../api';

/** Units you control with 1 or more status tokens on them or alteration spells attached to them. */
function bloomable(s: Scope): string[] {
  return targetableUnits(
    s,
    (u) =>
      unitsOf(s).includes(u) &&
      (tokensOn(s, u).status > 0 || alterationsInPlay(s).some(({ host }) => host === u)),
  );
}

const bloom = chooseCard('bloom', {
  title: 'Red Flower: choose a unit you control to remove all tokens from',
  from: bloomable,
});

const removed = rememberNumber('removed');

const target = chooseCard('target', {
  title: 'Red Flower: choose a unit an opponent controls to deal 1 damage to',
  from: (g) => ((removed.of(g) ?? 0) >= 3 ? opponentUnits(g) : []),
});

/**
 * Red Flower: Remove all tokens from a target unit you control with 1 or more status tokens on
 * it or alteration spells attached to it. If 3 or more tokens were removed, deal 1 damage to a
 * target unit an opponent controls.
 */
export default defineCard({
  stub: 'red-flower',
  playable: (q) => bloomable(q).length > 0,
  effect: [
    bloom.ask,
    (g) => {
      const unit = bloom.of(g);
      if (unit === null) return { end: true };
      const { damage, exhaustion, status } = tokensOn(g, unit);
      removed.set(
        g,
        removeWounds(g, unit, damage) +
          removeExhaustion(g, unit, exhaustion) +
          removeStatus(g, unit, status),
      );
    },
    target.ask,
    (g) => void dealDamage(g, target.of(g), 1),
  ],
});
