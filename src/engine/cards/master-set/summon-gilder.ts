import { canSummon, chooseCard, dealDamage, defineCard, summon, targetableUnits } from '../api';

const target = chooseCard('target', {
  title: 'Summon Gilder: you may deal 1 damage to a unit',
  from: (g) => targetableUnits(g),
  optional: true,
});

/** Summon Gilder: main, exhaust, 1 natural class: place a Gilder onto your battlefield. You may deal 1 damage to a target unit. */
export default defineCard({
  stub: 'summon-gilder',
  abilities: [
    {
      id: 'summon',
      name: 'Summon Gilder',
      cost: ['[[main]]', '[[exhaust]]', '1 [[natural:class]]'],
      usable: (q) => canSummon(q, 'gilder'),
      steps: [
        (g) => void summon(g, 'gilder'),
        target.ask,
        (g) => {
          dealDamage(g, target.of(g), 1);
        },
      ],
    },
  ],
});
