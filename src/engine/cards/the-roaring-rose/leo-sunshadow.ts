import { canSummon, defineCard, summon } from '../api';

/** Leo Sunshadow: Summon Glow Finch: side, exhaust, 1 basic: Place a Glow Finch conjuration onto your battlefield. */
export default defineCard({
  stub: 'leo-sunshadow',
  abilities: [
    {
      id: 'summonGlowFinch',
      name: 'Summon Glow Finch',
      cost: ['[[side]]', '[[exhaust]]', '1 [[basic]]'],
      usable: (q) => canSummon(q, 'glow-finch'),
      steps: [(g) => void summon(g, 'glow-finch')],
    },
  ],
});
