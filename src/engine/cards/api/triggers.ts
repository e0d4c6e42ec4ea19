/**
 * Common shapes of triggered abilities ("when this unit comes into play", "when this unit is
 * destroyed", "when this unit is declared as an attacker, blocker, or guard", Group Tactics,
 * Ambush) and the typed event a trigger or reaction answers.
 */
import type { Run, Step } from '../../runner';
import { chooseCard, choosePlayer } from './choices';
import { eventIn } from '../../event-kinds';
import type { EventKind, EventOf } from '../../event-kinds';
import type { Query, TriggerOn } from './types';
import type { DeclaredAs } from '../../state';
import { dealDamage, placeStatus } from './verbs';
import { discardTopOfDrawPile, returnToHand } from './verbs-zones';
import { addAttackThisTurn } from './verbs-lasting';
import { isAlly, nameOf, self, targetablePhoenixborns } from './queries';

/** "When this unit comes into play" */
export function onComesIntoPlay(name: string, steps: Step[]): TriggerOn<'cameIntoPlay'> {
  return { name, event: 'cameIntoPlay', match: (q, e) => e.card === q.self, steps };
}

/** "Ambush N: When this unit comes into play, you may deal N damage to a target Phoenixborn." */
export function ambush(card: string, amount: number): TriggerOn<'cameIntoPlay'> {
  const target = chooseCard('ambushTarget', {
    title: `${card}, Ambush ${amount}: you may deal ${amount} damage to a Phoenixborn`,
    from: (g) => targetablePhoenixborns(g),
    optional: true,
  });
  return onComesIntoPlay(`Ambush ${amount}`, [
    target.ask,
    (g) => void dealDamage(g, target.of(g), amount),
  ]);
}

/** "When this unit is destroyed" — works after it left play. */
export function onDestroyed(
  name: string,
  steps: Step[],
  extra: (q: Query, e: EventOf<'destroyed'>) => boolean = () => true,
  optional = false,
): TriggerOn<'destroyed'> {
  return {
    name,
    event: 'destroyed',
    match: (q, e) => e.card === q.self && extra(q, e),
    steps,
    inexhaustible: true,
    optional,
  };
}

/**
 * "Dismount: When this unit is destroyed, place any allies you own underneath this unit into
 * your hand." The cards under it were discarded as it left play (rules §13.2); the allies of
 * theirs that went to the discard pile are taken back before anything else can use them.
 */
export function dismount(): TriggerOn<'destroyed'> {
  return onDestroyed('Dismount', [
    (g) => {
      const destroyed = eventOf(g, 'destroyed');
      for (const card of destroyed?.underneath ?? []) {
        const found = g.state.cards[card];
        if (found?.zone === 'discard' && found.owner === g.me && isAlly(g, card))
          returnToHand(g, card);
      }
    },
  ]);
}

/**
 * The event of this kind a trigger or reaction answers, with its exact payload (null outside
 * one, or when the step answers another kind).
 */
export function eventOf<K extends EventKind>(g: Run, kind: K): EventOf<K> | null {
  return eventIn(g.ctx.event, kind);
}

/**
 * "Group Tactics N: after you declare 3 or more attackers, you may add N to this unit's
 * attack value for the remainder of the turn." Fires once per declaration (on its first
 * attacker's event).
 */
export function groupTactics(amount: number): TriggerOn<'attackersDeclared'> {
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

/**
 * "Last Request N: when this unit is destroyed, you may choose a target player to discard N
 * cards off the top of their draw pile."
 */
export function lastRequest(amount: number): TriggerOn<'destroyed'> {
  const player = choosePlayer('lastRequestPlayer', {
    title: (g) =>
      `${nameOf(g, self(g))}, Last Request ${amount}: choose a player to discard the top ${amount} card(s) of their draw pile`,
  });
  return onDestroyed(
    `Last Request ${amount}`,
    [
      player.ask,
      (g) => {
        const whose = player.of(g);
        if (whose !== null) discardTopOfDrawPile(g, whose, amount);
      },
    ],
    () => true,
    true,
  );
}

/**
 * "After an ally you control is destroyed, place 1 status token on this spell if it has no
 * status tokens on it." (the Chants of The Scholar of Ruin)
 */
export function onAllyDestroyedCharge(name: string): TriggerOn<'destroyed'> {
  return {
    name,
    event: 'destroyed',
    match: (q, e) =>
      e.wasAlly &&
      e.controller === q.me &&
      q.state.players[q.me].spellboard.includes(q.self) &&
      (q.state.cards[q.self]?.tokens.status ?? 0) === 0,
    steps: [(g) => placeStatus(g, self(g), 1)],
  };
}

/**
 * "When this unit is declared as an attacker, blocker, or guard" (any of `as`): one trigger
 * on the `unitDeclared` event, resolved with the attack's other declarations.
 */
export function whenDeclared(
  name: string,
  as: readonly DeclaredAs[],
  steps: Step[],
  optional = false,
): TriggerOn<'unitDeclared'> {
  return {
    name,
    event: 'unitDeclared',
    optional,
    match: (q, e) => e.card === q.self && as.includes(e.as),
    steps,
  };
}
