import { canSummon, defineCard, placeStatus, summon } from '../api';

/**
 * Summon Tidal Crab: main - exhaust - 1 sympathy class - 1 time class: Place a Tidal Crab
 * conjuration onto your battlefield. Place 2 status tokens on it.
 */
export default defineCard({
  stub: 'summon-tidal-crab',
  abilities: [
    {
      id: 'summon',
      name: 'Summon Tidal Crab',
      cost: ['[[main]]', '[[exhaust]]', '1 [[sympathy:class]]', '1 [[time:class]]'],
      usable: (q) => canSummon(q, 'tidal-crab'),
      steps: [(g) => placeStatus(g, summon(g, 'tidal-crab'), 2)],
    },
  ],
});
