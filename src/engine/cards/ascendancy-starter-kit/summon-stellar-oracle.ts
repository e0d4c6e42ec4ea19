import { canSummon, defineCard, summon } from '../api';

/** Summon Stellar Oracle: main - exhaust - 1 astral class - 1 basic: Place a Stellar Oracle conjuration onto your battlefield. */
export default defineCard({
  stub: 'summon-stellar-oracle',
  abilities: [
    {
      id: 'summon',
      name: 'Summon Stellar Oracle',
      cost: ['[[main]]', '[[exhaust]]', '1 [[astral:class]]', '1 [[basic]]'],
      usable: (q) => canSummon(q, 'stellar-oracle'),
      steps: [(g) => void summon(g, 'stellar-oracle')],
    },
  ],
});
