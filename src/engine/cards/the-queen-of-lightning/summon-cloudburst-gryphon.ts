import { canSummon, defineCard, summon } from '../api';

/** Summon Cloudburst Gryphon: main, exhaust, 1 divine class, 1 time class: Place a Cloudburst Gryphon conjuration onto your battlefield. */
export default defineCard({
  stub: 'summon-cloudburst-gryphon',
  abilities: [
    {
      id: 'summon',
      name: 'Summon Cloudburst Gryphon',
      cost: ['[[main]]', '[[exhaust]]', '1 [[divine:class]]', '1 [[time:class]]'],
      usable: (q) => canSummon(q, 'cloudburst-gryphon'),
      steps: [(g) => void summon(g, 'cloudburst-gryphon')],
    },
  ],
});
