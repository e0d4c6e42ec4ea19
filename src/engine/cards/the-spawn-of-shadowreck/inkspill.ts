import { attackOf, chooseCards, defineCard, exhaust, targetableUnits } from '../api';
import type { Scope } from '../api';

function weakUnits(s: Scope): string[] {
  return targetableUnits(s, (u) => attackOf(s, u) <= 1);
}

const targets = chooseCards('targets', {
  title: 'Inkspill: choose up to 2 units with an attack value of 1 or less',
  from: weakUnits,
  count: { max: () => 2 },
});

/**
 * Inkspill: You may play this spell after you declare attackers. Place 1 exhaustion token on up
 * to 2 target units with an attack value of 1 or less.
 */
export default defineCard({
  stub: 'inkspill',
  reaction: {
    event: 'attackersDeclared',
    // One declaration raises an event per attacker: answer it once, on the first.
    match: (q, e) =>
      e.controller === q.me &&
      q.state.attack?.battles[0]?.attacker === e.card &&
      weakUnits(q).length > 0,
  },
  effect: [
    targets.ask,
    (g) => {
      for (const unit of targets.of(g) ?? []) exhaust(g, unit, 1);
    },
  ],
});
