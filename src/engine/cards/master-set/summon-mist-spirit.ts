import { activeDiceOf, canSummon, chooseDie, defineCard, spendDie, summon } from '../api';

// The extra spirit's 1 basic is offered once the first is placed.
const extra = chooseDie('extra', {
  title: 'Spend 1 basic for another Mist Spirit?',
  from: (g) => (canSummon(g, 'mist-spirit') ? activeDiceOf(g).map((d) => d.uuid) : []),
  decline: 'No',
});

/** Summon Mist Spirit: main, exhaust, 1 illusion class: place a Mist Spirit onto your battlefield. You may spend an additional 1 basic to place another. */
export default defineCard({
  stub: 'summon-mist-spirit',
  abilities: [
    {
      id: 'summon',
      name: 'Summon Mist Spirit',
      cost: ['[[main]]', '[[exhaust]]', '1 [[illusion:class]]'],
      usable: (q) => canSummon(q, 'mist-spirit'),
      steps: [
        (g) => void summon(g, 'mist-spirit'),
        extra.ask,
        (g) => {
          if (spendDie(g, extra.of(g))) summon(g, 'mist-spirit');
        },
      ],
    },
  ],
});
