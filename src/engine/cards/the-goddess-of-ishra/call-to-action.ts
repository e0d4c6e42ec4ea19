import {
  chooseCard,
  defineCard,
  removeExhaustion,
  targetableUnits,
  tokensOn,
  unitsOf,
} from '../api';
import type { Scope } from '../api';

function exhaustedUnitsOfMine(s: Scope): string[] {
  return targetableUnits(s, (u) => unitsOf(s).includes(u) && tokensOn(s, u).exhaustion > 0);
}

const target = chooseCard('target', {
  title: 'Call To Action: choose a unit you control to remove 1 exhaustion token from',
  from: (g) => exhaustedUnitsOfMine(g),
});

/** Call To Action: You may play this spell after an opponent declares attackers. Remove 1 exhaustion token from a target unit you control. */
export default defineCard({
  stub: 'call-to-action',
  reaction: {
    event: 'attackersDeclared',
    // One declaration raises an event per attacker: answer it once, on the first. Offered only
    // with a unit of yours that has an exhaustion token to remove.
    match: (q, e) =>
      e.controller !== q.me &&
      q.state.attack?.battles[0]?.attacker === e.card &&
      exhaustedUnitsOfMine(q).length > 0,
  },
  effect: [target.ask, (g) => void removeExhaustion(g, target.of(g), 1)],
});
