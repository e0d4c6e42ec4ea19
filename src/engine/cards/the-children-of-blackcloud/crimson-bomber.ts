import { chooseCards, defineCard, destroy, placeWounds, self, targetableUnits } from '../api';

const targets = chooseCards('targets', {
  title: 'Crimson Bomber, Detonate 3: choose up to 3 units to place 1 wound token on',
  from: (g) => targetableUnits(g, (unit) => unit !== self(g)),
  count: { max: () => 3 },
});

/** Crimson Bomber: Detonate 3: side: Destroy this unit to place 1 wound token on up to 3 target units. */
export default defineCard({
  stub: 'crimson-bomber',
  abilities: [
    {
      id: 'detonate',
      name: 'Detonate 3',
      cost: ['[[side]]'],
      steps: [
        targets.ask,
        (g) => {
          if (destroy(g, self(g)) === null) return { end: true };
          for (const unit of targets.of(g) ?? []) placeWounds(g, unit, 1);
        },
      ],
    },
  ],
});
