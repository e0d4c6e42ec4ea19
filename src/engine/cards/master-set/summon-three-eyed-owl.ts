import { canSummon, defineCard, summon } from '../api';

/** Summon Three-Eyed Owl: main, exhaust, 1 charm class: place a Three-Eyed Owl onto your battlefield. */
export default defineCard({
  stub: 'summon-three-eyed-owl',
  abilities: [
    {
      id: 'summon',
      name: 'Summon Three-Eyed Owl',
      cost: ['[[main]]', '[[exhaust]]', '1 [[charm:class]]'],
      usable: (q) => canSummon(q, 'three-eyed-owl'),
      steps: [(g) => void summon(g, 'three-eyed-owl')],
    },
  ],
});
