import { chooseNumber, defineCard, draw, drawPileOf } from '../api';

const count = chooseNumber('count', {
  title: 'Overtime 2: draw up to 2 additional cards',
  from: (g) => [0, 1, 2].filter((n) => n <= drawPileOf(g).length),
  label: (n) => `Draw ${n}`,
});

/** Iron Worker: Overtime 2: during the draw cards step, you may draw up to 2 additional cards. */
export default defineCard({
  stub: 'iron-worker',
  triggers: [
    {
      name: 'Overtime 2',
      event: 'drawStep',
      inexhaustible: true,
      match: (q) => drawPileOf(q).length > 0,
      steps: [
        count.ask,
        (g) => {
          const n = count.of(g) ?? 0;
          if (n > 0) draw(g, n);
        },
      ],
    },
  ],
});
