import { chooseCard, defineCard, exhaust, isExhausted, targetableUnits } from '../api';
import type { Scope } from '../api';

function unexhaustedTargets(s: Scope): string[] {
  return targetableUnits(s, (u) => !isExhausted(s, u));
}

const target = chooseCard('target', {
  title: 'Astrea, Beguile: choose an unexhausted unit to exhaust',
  from: (g) => unexhaustedTargets(g),
});

/** Astrea: Beguile: main - exhaust - 1 basic: Place 1 exhaustion token on a target unexhausted unit. */
export default defineCard({
  stub: 'astrea',
  abilities: [
    {
      id: 'beguile',
      name: 'Beguile',
      cost: ['[[main]]', '[[exhaust]]', '1 [[basic]]'],
      usable: (q) => unexhaustedTargets(q).length > 0,
      steps: [target.ask, (g) => exhaust(g, target.of(g), 1)],
    },
  ],
});
