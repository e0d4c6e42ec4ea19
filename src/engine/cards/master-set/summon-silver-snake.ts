import { canSummon, defineCard, focus, placeStatus, summon } from '../api';

/** Summon Silver Snake: main, exhaust, 1 charm power, 1 natural power: place a Silver Snake onto your battlefield. Focus 1: place 1 status token on it. Focus 2: 1 more. Spell Guard. */
export default defineCard({
  stub: 'summon-silver-snake',
  keywords: { spellGuard: 1 },
  abilities: [
    {
      id: 'summon',
      name: 'Summon Silver Snake',
      cost: ['[[main]]', '[[exhaust]]', '1 [[charm:power]]', '1 [[natural:power]]'],
      usable: (q) => canSummon(q, 'silver-snake'),
      steps: [(g) => placeStatus(g, summon(g, 'silver-snake'), Math.min(2, focus(g)))],
    },
  ],
});
