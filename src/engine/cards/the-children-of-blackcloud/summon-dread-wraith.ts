import {
  canSummon,
  chooseCard,
  defineCard,
  focus,
  isExhausted,
  removeExhaustion,
  stubOf,
  summon,
  unitsOf,
} from '../api';

const wraith = chooseCard('wraith', {
  title: 'Summon Dread Wraith, Focus 2: you may remove 1 exhaustion token from a Dread Wraith',
  from: (g) =>
    focus(g) >= 2
      ? unitsOf(g).filter((unit) => stubOf(g, unit) === 'dread-wraith' && isExhausted(g, unit))
      : [],
  optional: true,
});

/** Summon Dread Wraith: main, exhaust, 3 ceremonial class: Place a Dread Wraith conjuration on to your battlefield. Focus 2: You may remove 1 exhaustion token from a Dread Wraith you control. */
export default defineCard({
  stub: 'summon-dread-wraith',
  abilities: [
    {
      id: 'summon',
      name: 'Summon Dread Wraith',
      cost: ['[[main]]', '[[exhaust]]', '3 [[ceremonial:class]]'],
      usable: (q) => canSummon(q, 'dread-wraith'),
      steps: [
        (g) => void summon(g, 'dread-wraith'),
        wraith.ask,
        (g) => void removeExhaustion(g, wraith.of(g), 1),
      ],
    },
  ],
});
