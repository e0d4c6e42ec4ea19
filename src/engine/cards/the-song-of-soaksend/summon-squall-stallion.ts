import { canSummon, defineCard, draw, summon } from '../api';

/** Summon Squall Stallion: main, exhaust, 1 sympathy class, 1 basic: Draw 1 card. Place a Squall Stallion conjuration onto your battlefield. */
export default defineCard({
  stub: 'summon-squall-stallion',
  abilities: [
    {
      id: 'summon',
      name: 'Summon Squall Stallion',
      cost: ['[[main]]', '[[exhaust]]', '1 [[sympathy:class]]', '1 [[basic]]'],
      usable: (q) => canSummon(q, 'squall-stallion'),
      steps: [(g) => void draw(g, 1), (g) => void summon(g, 'squall-stallion')],
    },
  ],
});
