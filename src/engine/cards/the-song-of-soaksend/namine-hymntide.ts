import { chooseCard, defineCard, draw, exhaust, self, targetablePhoenixborns } from '../api';

const target = chooseCard('target', {
  title:
    'Calming Melody: you may place 1 exhaustion token on Namine Hymntide and 1 on a target Phoenixborn',
  from: (g) => targetablePhoenixborns(g),
  optional: true,
});

/** Namine Hymntide: Calming Melody: side, exhaust, 1 sympathy class: Draw 1 card. You may place 1 exhaustion token on this card and 1 exhaustion token on a target Phoenixborn. */
export default defineCard({
  stub: 'namine-hymntide',
  abilities: [
    {
      id: 'calmingMelody',
      name: 'Calming Melody',
      cost: ['[[side]]', '[[exhaust]]', '1 [[sympathy:class]]'],
      steps: [
        (g) => void draw(g, 1),
        target.ask,
        (g) => {
          const pb = target.of(g);
          if (pb === null) return;
          exhaust(g, self(g));
          exhaust(g, pb);
        },
      ],
    },
  ],
});
