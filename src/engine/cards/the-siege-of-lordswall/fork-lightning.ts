import { chooseCards, dealDamage, defineCard, opponentUnits } from '../api';

const targets = chooseCards('targets', {
  title: 'Fork Lightning: choose two units an opponent controls',
  from: (g) => opponentUnits(g),
  count: { exactly: () => 2 },
});

/**
 * Fork Lightning: Choose two target units an opponent controls. If you do, deal 1 damage to each
 * targeted unit.
 */
export default defineCard({
  stub: 'fork-lightning',
  playable: (q) => opponentUnits(q).length >= 2,
  effect: [
    targets.ask,
    (g) => {
      const chosen = targets.of(g) ?? [];
      // "If you do": two units, or nothing.
      if (chosen.length < 2) return;
      for (const unit of chosen) dealDamage(g, unit, 1);
    },
  ],
});
