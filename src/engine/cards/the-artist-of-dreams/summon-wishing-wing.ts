import { canSummon, defineCard, focus, placeStatus, summon } from '../api';

/** Summon Wishing Wing: main - exhaust - 1 time class: Place a Wishing Wing conjuration onto your battlefield. Focus 2: Then place 1 status token on that Wishing Wing. */
export default defineCard({
  stub: 'summon-wishing-wing',
  abilities: [
    {
      id: 'summon',
      name: 'Summon Wishing Wing',
      cost: ['[[main]]', '[[exhaust]]', '1 [[time:class]]'],
      usable: (q) => canSummon(q, 'wishing-wing'),
      steps: [
        (g) => {
          const wing = summon(g, 'wishing-wing');
          if (focus(g) >= 2) placeStatus(g, wing, 1);
        },
      ],
    },
  ],
});
