import {
  chooseCard,
  dealDamage,
  defineCard,
  discardTopOfDrawPile,
  isOnBattlefield,
  opp,
  opponentUnits,
} from '../api';

const target = chooseCard('target', {
  title: 'Song of Sorrow: choose a unit an opponent controls',
  from: (g) => opponentUnits(g),
});

/** Enchanted Violinist: Song of Sorrow: side, exhaust: deal 1 damage to a target unit an opponent controls. If that destroyed the unit, that opponent discards 1 card off the top of their draw pile. */
export default defineCard({
  stub: 'enchanted-violinist',
  abilities: [
    {
      id: 'song',
      name: 'Song of Sorrow',
      cost: ['[[side]]', '[[exhaust]]'],
      usable: (q) => opponentUnits(q).length > 0,
      steps: [
        target.ask,
        (g) => {
          if (dealDamage(g, target.of(g), 1) === 0) return { end: true };
        },
        // Lethal wounds destroy the unit between steps; a unit still there survived.
        (g) => {
          const unit = target.of(g);
          if (unit === null || !isOnBattlefield(g, unit)) discardTopOfDrawPile(g, opp(g), 1);
        },
      ],
    },
  ],
});
