import {
  chooseOpponent,
  dealDamage,
  defineCard,
  diceOn,
  discardTopOfDrawPile,
  isExhausted,
  phoenixbornOf,
  returnDieToExhaustedPool,
  unitsOf,
} from '../api';
import type { PlayerId, Scope } from '../api';

const opponent = chooseOpponent('opponent', {
  title: 'Venom Strike: choose a target opponent',
});

/** X: the charm dice on units that opponent controls. */
function charmDiceOnUnitsOf(s: Scope, player: PlayerId): number {
  return unitsOf(s, player).reduce((sum, unit) => sum + diceOn(s, unit, 'charm').length, 0);
}

/**
 * Venom Strike: Choose a target opponent. Discard X cards off the top of their draw pile. Deal
 * X damage to their Phoenixborn. Then, place each charm die on that opponent's exhausted units
 * into its owner's exhausted pool. X = the number of charm dice on units that opponent
 * controls.
 */
export default defineCard({
  stub: 'venom-strike',
  effect: [
    opponent.ask,
    (g) => {
      const whose = opponent.of(g);
      if (!whose) return;
      const x = charmDiceOnUnitsOf(g, whose);
      discardTopOfDrawPile(g, whose, x);
      dealDamage(g, phoenixbornOf(g, whose), x);
    },
    (g) => {
      const whose = opponent.of(g);
      if (!whose) return;
      for (const unit of unitsOf(g, whose).filter((u) => isExhausted(g, u)))
        for (const die of diceOn(g, unit, 'charm')) returnDieToExhaustedPool(g, die.uuid);
    },
  ],
});
