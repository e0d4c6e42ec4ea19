/**
 * Common shapes of triggered abilities ("when this unit comes into play", "when this unit is
 * destroyed", "when this unit is declared as an attacker, blocker, or guard", "when attaching
 * this spell", "at the beginning of the player turns phase", Resourceful, Group Tactics,
 * Ambush) and the typed event a trigger or reaction answers.
 */
import type { Run, Step } from '../../runner';
import { chooseCard, choosePlayer } from './choices';
import { eventIn } from '../../event-kinds';
import type { EventKind, EventOf } from '../../event-kinds';
import type { Query, Trigger, TriggerOn } from './types';
import type { DeclaredAs } from '../../state';
import { dealDamage, placeStatus } from './verbs';
import { discardTopOfDrawPile, returnToHand } from './verbs-zones';
import { addAttackThisTurn } from './verbs-lasting';
import { isAlly, magnified, nameOf, self, targetablePhoenixborns } from './queries';

/** "When this unit comes into play" */
export function onComesIntoPlay(name: string, steps: Step[]): TriggerOn<'cameIntoPlay'> {
  return { name, event: 'cameIntoPlay', match: (q, e) => e.card === q.self, steps };
}

/**
 * "When attaching this spell" / "when this spell comes into play", on an alteration spell:
 * `eventOf(g, 'alterationAttached')` gives its host.
 */
export function onAttached(name: string, steps: Step[]): TriggerOn<'alterationAttached'> {
  return {
    name,
    event: 'alterationAttached',
    inexhaustible: true,
    match: (q, e) => e.card === q.self,
    steps,
  };
}

/**
 * "At the beginning of the player turns phase" (each round, as the phase starts), for a unit on
 * the battlefield. Inexhaustible when its line is printed with `*`.
 */
export function atStartOfPlayerTurns(
  name: string,
  steps: Step[],
  inexhaustible = false,
): TriggerOn<'phaseStarted'> {
  return {
    name,
    event: 'phaseStarted',
    match: (q, e) => e.phase === 'playerturns' && q.state.cards[q.self]?.zone === 'battlefield',
    inexhaustible,
    steps,
  };
}

/**
 * "* Resourceful N: When this unit comes into play, place N status tokens on this unit. At the
 * beginning of the player turns phase, place N status tokens on this unit." Two triggers, both
 * inexhaustible: a script lists them with `...resourceful(n)`.
 */
export function resourceful(amount: number): Trigger[] {
  const place: Step = (g) => placeStatus(g, self(g), amount);
  return [
    { ...onComesIntoPlay(`Resourceful ${amount}`, [place]), inexhaustible: true },
    atStartOfPlayerTurns(`Resourceful ${amount}: player turns phase`, [place], true),
  ];
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
 * attacker's event). `added` is what it adds as it resolves.
 */
function groupTacticsAdding(
  amount: number,
  added: (g: Run) => number,
): TriggerOn<'attackersDeclared'> {
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
    steps: [(g) => addAttackThisTurn(g, self(g), added(g))],
  };
}

/** Group Tactics N printed as a script's trigger: Magnify raises its N as it resolves. */
export function groupTactics(amount: number): TriggerOn<'attackersDeclared'> {
  return groupTacticsAdding(amount, (g) => magnified(g, self(g), amount));
}

/**
 * The trigger of the `groupTactics` keyword (keywords.ts) for a unit with value N: that value
 * already counts what is granted and Magnify (`keyword` in cardinfo.ts).
 */
export function groupTacticsKeyword(amount: number): TriggerOn<'attackersDeclared'> {
  return groupTacticsAdding(amount, () => amount);
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
