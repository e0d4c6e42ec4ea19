import { addAttackThisTurn, attackOf, chooseCards, defineCard, unitsOf } from '../api';

// "Choose", not "target": the units are chosen without targeting them.
const pair = chooseCards('pair', {
  title: 'Exhortation: choose 2 units you control',
  from: (g) => unitsOf(g),
  count: { exactly: () => 2 },
});

/** Exhortation: Choose 2 units you control. For each unit, add the other unit's current attack value to its attack value for the remainder of this turn. */
export default defineCard({
  stub: 'exhortation',
  playable: (q) => unitsOf(q).length >= 2,
  effect: [
    pair.ask,
    (g) => {
      const [first, second] = pair.of(g) ?? [];
      if (first === undefined || second === undefined) return;
      // Both current values are read before either changes, so neither counts its own boost.
      const firstAttack = attackOf(g, first);
      const secondAttack = attackOf(g, second);
      addAttackThisTurn(g, first, secondAttack);
      addAttackThisTurn(g, second, firstAttack);
    },
  ],
});
