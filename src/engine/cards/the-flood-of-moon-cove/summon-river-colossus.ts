import { canSummon, changeDice, defineCard, focus, mayChoose, summon } from '../api';

const change = mayChoose('change', {
  title:
    'Summon River Colossus, Focus 2: change 4 dice in your active pool to a side of your choice?',
});

/**
 * Summon River Colossus: main - exhaust - 2 sympathy class - 1 basic: Place a River Colossus
 * conjuration onto your battlefield. Focus 2: Then, you may change 4 dice in your active pool to
 * a side of your choice.
 */
export default defineCard({
  stub: 'summon-river-colossus',
  abilities: [
    {
      id: 'summon',
      name: 'Summon River Colossus',
      cost: ['[[main]]', '[[exhaust]]', '2 [[sympathy:class]]', '1 [[basic]]'],
      usable: (q) => canSummon(q, 'river-colossus'),
      steps: [
        (g) => {
          summon(g, 'river-colossus');
          if (focus(g) < 2) return { end: true };
        },
        change.ask,
        (g) => {
          if (!change.of(g)) return { end: true };
        },
        changeDice(4),
      ],
    },
  ],
});
