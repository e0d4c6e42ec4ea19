import {
  chooseCard,
  defineCard,
  isAlly,
  isAttacking,
  returnUnitToHand,
  targetableUnits,
} from '../api';
import type { Scope } from '../api';

function attackingAllies(s: Scope): string[] {
  return targetableUnits(s, (unit) => isAlly(s, unit) && isAttacking(s, unit));
}

const target = chooseCard('target', {
  title: "Backtrack: choose an attacking ally to place into its owner's hand",
  from: (g) => attackingAllies(g),
});

/** Backtrack: You may play this spell after an opponent declares attackers. Choose a target attacking ally and place it into its owner's hand. */
export default defineCard({
  stub: 'backtrack',
  reaction: {
    event: 'attackersDeclared',
    // One declaration raises an event per attacker: answer it once, on the first.
    match: (q, e) =>
      e.controller !== q.me &&
      q.state.attack?.battles[0]?.attacker === e.card &&
      attackingAllies(q).length > 0,
  },
  effect: [target.ask, (g) => void returnUnitToHand(g, target.of(g))],
});
