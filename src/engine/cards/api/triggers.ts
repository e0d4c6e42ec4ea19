/**
 * Common shapes of triggered abilities ("when this unit comes into play", "when this unit is
 * destroyed", Group Tactics) and the typed event a trigger or reaction answers.
 */
import type { Run, Step } from '../../runner';
import type { GameEvent } from '../../state';
import type { Query, Trigger } from './types';
import { addAttackThisTurn } from './verbs';
import { self } from './queries';

/** "When this unit comes into play" */
export function onComesIntoPlay(name: string, steps: Step[]): Trigger {
  return { name, event: 'cameIntoPlay', match: (q, e) => e.card === q.self, steps };
}

/** "When this unit is destroyed" — works after it left play. */
export function onDestroyed(
  name: string,
  steps: Step[],
  extra: (q: Query, e: GameEvent) => boolean = () => true,
  optional = false,
): Trigger {
  return {
    name,
    event: 'destroyed',
    match: (q, e) => e.card === q.self && extra(q, e),
    steps,
    inexhaustible: true,
    optional,
  };
}

function isEvent(value: unknown): value is GameEvent {
  return typeof value === 'object' && value !== null && 'kind' in value;
}

/** The event a trigger or reaction answers (null outside one). */
export function eventOf(g: Run): GameEvent | null {
  const e = g.ctx.event;
  return isEvent(e) ? e : null;
}

/**
 * "Group Tactics N: after you declare 3 or more attackers, you may add N to this unit's
 * attack value for the remainder of the turn." Fires once per declaration (on its first
 * attacker's event).
 */
export function groupTactics(amount: number): Trigger {
  return {
    name: `Group Tactics ${amount}`,
    event: 'attackersDeclared',
    optional: true,
    groupTactics: true,
    match: (q, e) => {
      const attack = q.state.attack;
      return (
        attack !== null &&
        attack.attacker === q.me &&
        attack.battles.length >= 3 &&
        attack.battles[0]?.attacker === e.card &&
        q.state.cards[q.self]?.zone === 'battlefield'
      );
    },
    steps: [(g) => addAttackThisTurn(g, self(g), amount)],
  };
}
