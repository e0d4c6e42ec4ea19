import { alterationsInPlay, defineCard, destroy, players, tokensOn, unitsOf } from '../api';
import type { Scope } from '../api';

/** The units with no tokens of any kind on them and no alteration spells attached. */
function bare(s: Scope): string[] {
  const altered = new Set(alterationsInPlay(s).map(({ host }) => host));
  // Every unit in play, not only targetable ones: nothing is targeted.
  return players(s)
    .flatMap((player) => unitsOf(s, player))
    .filter((unit) => {
      const tokens = tokensOn(s, unit);
      return (
        tokens.damage === 0 && tokens.exhaustion === 0 && tokens.status === 0 && !altered.has(unit)
      );
    });
}

/** Survival of the Fittest: Destroy all units with no tokens on them and no alteration spells attached to them. */
export default defineCard({
  stub: 'survival-of-the-fittest',
  effect: [
    (g) => {
      // All at once: the units are found before any is destroyed.
      for (const unit of bare(g)) destroy(g, unit);
    },
  ],
});
