import { canSummon, defineCard, focus, summon } from '../api';

/** Summon Iron Rhino: main, exhaust, 6 basic: place an Iron Rhino onto your battlefield. Focus 1 and 2 each reduce the cost by 1 basic. */
export default defineCard({
  stub: 'summon-iron-rhino',
  abilities: [
    {
      id: 'summon',
      name: 'Summon Iron Rhino',
      cost: (q) => ['[[main]]', '[[exhaust]]', `${6 - Math.min(2, focus(q))} [[basic]]`],
      usable: (q) => canSummon(q, 'iron-rhino'),
      steps: [(g) => void summon(g, 'iron-rhino')],
    },
  ],
});
