import {
  chooseCard,
  defineCard,
  destroy,
  isConjuration,
  rememberText,
  stubOf,
  summon,
  unitsOf,
} from '../api';
import type { Scope } from '../api';

function conjurations(s: Scope): string[] {
  return unitsOf(s).filter((u) => isConjuration(s, u));
}

const target = chooseCard('target', {
  title: 'Resummon: choose a conjuration you control',
  from: conjurations,
});
const destroyedStub = rememberText('stub');

/** Resummon: main, exhaust, 1 ceremonial class, 1 illusion class: destroy a conjuration you control. Then place that conjuration onto your battlefield. */
export default defineCard({
  stub: 'resummon',
  abilities: [
    {
      id: 'resummon',
      name: 'Resummon',
      cost: ['[[main]]', '[[exhaust]]', '1 [[ceremonial:class]]', '1 [[illusion:class]]'],
      usable: (q) => conjurations(q).length > 0,
      steps: [
        target.ask,
        (g) => {
          const unit = target.of(g);
          if (!unit) return { end: true };
          destroyedStub.set(g, stubOf(g, unit));
          destroy(g, unit);
        },
        (g) => {
          const stub = destroyedStub.of(g);
          if (stub) summon(g, stub);
        },
      ],
    },
  ],
});
