import {
  canTarget,
  chooseCard,
  dealDamage,
  defineCard,
  eventOf,
  isOnBattlefield,
  targetablePhoenixborns,
} from '../api';
import type { Scope } from '../api';

/** The guards just declared that this player's spell may target (a guarding unit or Phoenixborn). */
function targetableGuards(s: Scope, guards: readonly string[]): string[] {
  return guards.filter((guard) =>
    isOnBattlefield(s, guard) ? canTarget(s, guard) : targetablePhoenixborns(s).includes(guard),
  );
}

const guard = chooseCard('guard', {
  title: 'Ensnare: choose the guarding unit or Phoenixborn to deal 2 damage to',
  from: (g) => targetableGuards(g, eventOf(g, 'blockersDeclared')?.guards ?? []),
});

/** Ensnare: You may play this spell after an opponent declares a guard. Deal 2 damage to that target guarding unit or Phoenixborn. */
export default defineCard({
  stub: 'ensnare',
  reaction: {
    event: 'blockersDeclared',
    match: (q, e) => e.attacker === q.me && targetableGuards(q, e.guards).length > 0,
  },
  effect: [guard.ask, (g) => void dealDamage(g, guard.of(g), 2)],
});
