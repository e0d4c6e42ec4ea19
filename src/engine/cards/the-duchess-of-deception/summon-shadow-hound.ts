import {
  canSummon,
  chooseCard,
  dealDamage,
  defineCard,
  focus,
  summon,
  targetableUnits,
} from '../api';

const first = chooseCard('first', {
  title: 'Summon Shadow Hound, Focus 1: you may deal 1 damage to a unit',
  from: (g) => (focus(g) >= 1 ? targetableUnits(g) : []),
  optional: true,
});
const second = chooseCard('second', {
  title: 'Summon Shadow Hound, Focus 2: you may deal 1 damage to a unit',
  from: (g) => (focus(g) >= 2 ? targetableUnits(g) : []),
  optional: true,
});

/** Summon Shadow Hound: main, exhaust, 3 illusion class: Place a Shadow Hound conjuration onto your battlefield. Focus 1: You may deal 1 damage to a target unit. Focus 2: Then you may deal 1 damage to a target unit. */
export default defineCard({
  stub: 'summon-shadow-hound',
  abilities: [
    {
      id: 'summon',
      name: 'Summon Shadow Hound',
      cost: ['[[main]]', '[[exhaust]]', '3 [[illusion:class]]'],
      usable: (q) => canSummon(q, 'shadow-hound'),
      steps: [
        (g) => void summon(g, 'shadow-hound'),
        first.ask,
        (g) => void dealDamage(g, first.of(g), 1),
        second.ask,
        (g) => void dealDamage(g, second.of(g), 1),
      ],
    },
  ],
});
