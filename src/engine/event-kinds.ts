/**
 * The one table of the game's events. Each entry declares its payload type and its rules;
 * from the table come the event union `GameEvent` (discriminated by `kind`), `EventOf<K>`
 * (the exact payload of one kind), which kinds a card's triggered ability may answer
 * (`TriggerEvent`: a trigger on any other kind does not compile), which a reaction spell may
 * answer (`ReactionEvent`), and which are timing points the flow raises at a moment of the
 * round rather than an act.
 *
 * Adding an event: one entry here, then raise it where it happens (`raise` in ops.ts for
 * acts on cards, `raiseTimingPoint` in flow/ for timing points); see cards/README.md.
 */
import type { DeclaredAs, Phase, PlayerId } from './state';

interface EventRule {
  /** Triggered abilities of cards in play may answer it. */
  triggers: boolean;
  /** Reaction spells in hand may answer it. */
  reactions: boolean;
  /** A moment of the round (raised by the flow, answered in player order). */
  timing: boolean;
}

/**
 * One entry of the table: its rules, and its payload as a type only (the optional `payload`
 * field is never set; it carries the type to the derived union).
 */
function event<Payload>() {
  return <Rule extends EventRule>(rule: Rule): Rule & { readonly payload?: Payload } => rule;
}

/** Who caused an act: the player whose card or effect it was, and whether a spell, ability or dice power did it (not an attack). */
interface Cause {
  by: PlayerId | null;
  byEffect: boolean;
}

/** A unit that left play by destruction; its "when destroyed" lines still fire. */
interface Destroyed extends Cause {
  /** The card's id in the pile it went to. */
  card: string;
  stub: string;
  controller: PlayerId;
  owner: PlayerId;
  wasAlly: boolean;
  /** Stubs of alterations it had when it left play. */
  upgradeStubs: string[];
  /** The owners of those alterations, in the same order (Playtime's Blood Puppet comes from its owner's pile). */
  upgradeOwners?: PlayerId[];
  /** The status tokens it had as it left play (Fighting Spirit). */
  status: number;
  /** The cards that lay under it, in the piles they went to as it left (Dismount). */
  underneath: string[];
  /** It had no abilities when it left (Reflections in the Water). */
  noAbilities: boolean;
}

interface CardOfSide {
  card: string;
  stub: string;
  controller: PlayerId;
}

export const EVENTS = {
  destroyed: event<Destroyed>()({ triggers: true, reactions: true, timing: false }),
  /** A unit destroyed by an attacking unit of its opponent. */
  unitDestroyedByAttack: event<Destroyed & { attacker: string }>()({
    triggers: true,
    reactions: false,
    timing: false,
  }),
  /** One event per attacker, when the attack is declared. */
  attackersDeclared: event<{ card: string; controller: PlayerId }>()({
    triggers: true,
    reactions: true,
    timing: false,
  }),
  /**
   * The defender has had the choice to declare blockers or a guard (once per attack, after
   * the per-unit events below; lists may be empty): "after an opponent declares blockers"
   * (Disengage) and "after an opponent has the choice to declare blockers or a guard"
   * (Flash Strike) answer it.
   */
  blockersDeclared: event<{
    attacker: PlayerId;
    defender: PlayerId;
    blockers: string[];
    guards: string[];
  }>()({ triggers: true, reactions: true, timing: false }),
  /**
   * One event per unit declared as an attacker, a blocker or a guard (a guarding Phoenixborn
   * too), raised with the attack's other declarations: "when this unit is declared as an
   * attacker, blocker, or guard" (Preemptive Shot). `attacker` is the attacking unit it meets
   * (itself for an attacker), `target` the card that attacker targets.
   */
  unitDeclared: event<{
    card: string;
    controller: PlayerId;
    as: DeclaredAs;
    attacker: string;
    target: string;
  }>()({ triggers: true, reactions: false, timing: false }),
  pbWounded: event<Cause & { card: string; controller: PlayerId; amount: number }>()({
    triggers: true,
    reactions: true,
    timing: false,
  }),
  /** A unit received damage (after prevention; 0 received raises nothing). */
  unitDamaged: event<
    Cause & { card: string; controller: PlayerId; amount: number; source: string | null }
  >()({ triggers: true, reactions: false, timing: false }),
  cameIntoPlay: event<CardOfSide & { owner: PlayerId }>()({
    triggers: true,
    reactions: true,
    timing: false,
  }),
  /** An action or reaction spell was played (before its effect resolves). */
  spellPlayed: event<CardOfSide & { spellType: 'Action Spell' | 'Reaction Spell' }>()({
    triggers: true,
    reactions: false,
    timing: false,
  }),
  /**
   * An action spell or an activated Phoenixborn ability finished resolving (Copycat):
   * `procedure` names its steps, `source` the spell or Phoenixborn it resolved from.
   */
  effectResolved: event<{
    controller: PlayerId;
    stub: string;
    source: string;
    procedure: string;
    what: 'actionSpell' | 'phoenixbornAbility';
  }>()({ triggers: false, reactions: true, timing: false }),
  /** A ready spell was placed on its controller's spellboard. */
  readySpellCameIntoPlay: event<CardOfSide>()({ triggers: true, reactions: false, timing: false }),
  /** A Chimera aspect spent a status token on its status ability (Ballistic Seeds). */
  aspectStatusSpent: event<CardOfSide>()({ triggers: true, reactions: false, timing: false }),
  /** An alteration spell was attached to a unit or Phoenixborn. */
  alterationAttached: event<CardOfSide & { host: string }>()({
    triggers: true,
    reactions: false,
    timing: false,
  }),
  /** A player's spell, ability or dice power targeted an opponent's unit ("cancel" reactions). */
  unitTargeted: event<{
    card: string;
    controller: PlayerId;
    by: PlayerId;
    byEffect: boolean;
    frame: number;
  }>()({
    triggers: false,
    reactions: true,
    timing: false,
  }),
  /**
   * A player's spell, ability or dice power targeted an opponent (a "target opponent") or that
   * opponent's Phoenixborn (`card`; null for the player): "cancel" reactions (Vanish) answer it.
   */
  playerTargeted: event<{ player: PlayerId; card: string | null; by: PlayerId; frame: number }>()({
    triggers: false,
    reactions: true,
    timing: false,
  }),
  /** Damage about to be received by a Phoenixborn, held open for prevention reactions. */
  pbDamage: event<
    Cause & {
      card: string;
      controller: PlayerId;
      amount: number;
      attacker: string | null;
      source: string | null;
    }
  >()({
    triggers: false,
    reactions: true,
    timing: false,
  }),
  /** Damage an attacking unit deals to a unit, held open for prevention reactions (Rin's Fury). */
  unitAttackDamage: event<
    Cause & { card: string; controller: PlayerId; amount: number; attacker: string }
  >()({
    triggers: false,
    reactions: true,
    timing: false,
  }),
  /**
   * A player finished a Meditate action: `firstFromDrawPile` is the first card it discarded
   * off the top of their draw pile (its id in the discard pile), or null (Orrick's Insight).
   */
  meditated: event<{ player: PlayerId; firstFromDrawPile: string | null }>()({
    triggers: true,
    reactions: false,
    timing: false,
  }),
  /** A player took the Pass main action (Fatal Strike answers it). */
  passed: event<{ player: PlayerId }>()({ triggers: false, reactions: true, timing: false }),
  /**
   * Dice of a player's active pool were lowered, changed to a side an effect chose, or
   * re-rolled by an effect (`noteDiceAffected` in dice-affected.ts; Keepsake): `owner` whose
   * dice, `by` the player whose effect did it, `count` how many dice.
   */
  diceAffected: event<{
    owner: PlayerId;
    by: PlayerId;
    count: number;
    how: 'lowered' | 'changed' | 'rerolled';
  }>()({ triggers: true, reactions: false, timing: false }),
  /**
   * A player paid a cost with dice, now spent (`dice`, with the sides they showed): a card's
   * or ability's cost, or a dice power (`dicePower`). Reimagine and Royal Charm answer it.
   */
  costPaid: event<{ player: PlayerId; dice: string[]; dicePower: boolean }>()({
    triggers: true,
    reactions: false,
    timing: false,
  }),
  /**
   * Damage to a unit by anything (attack, spell, ability, dice power), held open for
   * prevention reactions (Particle Shield, Angelic Rescue); `attacker` when an attacking unit
   * deals it, `source` the card whose effect deals it.
   */
  unitDamage: event<
    Cause & {
      card: string;
      controller: PlayerId;
      amount: number;
      attacker: string | null;
      source: string | null;
    }
  >()({
    triggers: false,
    reactions: true,
    timing: false,
  }),
  roundStarted: event<{ round: number }>()({ triggers: true, reactions: false, timing: true }),
  /** The prepare, player turns or recovery phase begins. */
  phaseStarted: event<{
    phase: Extract<Phase, 'prepare' | 'playerturns' | 'recovery'>;
    round: number;
  }>()({
    triggers: true,
    reactions: false,
    timing: true,
  }),
  /** The draw step of the prepare phase, after fatigue. */
  drawStep: event<{ round: number }>()({ triggers: true, reactions: false, timing: true }),
  /** The end of the prepare phase. */
  prepareEnd: event<{ round: number }>()({ triggers: true, reactions: false, timing: true }),
  turnStarted: event<{ player: PlayerId; round: number }>()({
    triggers: true,
    reactions: false,
    timing: true,
  }),
  turnEnded: event<{ player: PlayerId; round: number }>()({
    triggers: true,
    reactions: false,
    timing: true,
  }),
  /** The end of the round, after recovery. */
  endOfRound: event<{ round: number }>()({ triggers: true, reactions: false, timing: true }),
} as const satisfies Record<string, EventRule>;

type Table = typeof EVENTS;
export type EventKind = keyof Table;

type PayloadOf<K extends EventKind> = NonNullable<Table[K]['payload']>;

/** One event of the game: its kind and that kind's payload. */
export type GameEvent = { [K in EventKind]: { kind: K } & PayloadOf<K> }[EventKind];

/** The event of one kind, with its exact payload. */
export type EventOf<K extends EventKind> = Extract<GameEvent, { kind: K }>;

type KindsWhere<Flag extends keyof EventRule, Value extends boolean> = {
  [K in EventKind]: Table[K][Flag] extends Value ? K : never;
}[EventKind];

/** Events a triggered ability may answer. */
export type TriggerEvent = KindsWhere<'triggers', true>;
/** Events a reaction spell may answer. */
export type ReactionEvent = KindsWhere<'reactions', true>;
/** Timing points of the round. */
export type TimingEvent = KindsWhere<'timing', true>;

/** Whether an event is of this kind (narrowing it to the kind's payload). */
export function isEventOf<K extends EventKind>(event: GameEvent, kind: K): event is EventOf<K> {
  return event.kind === kind;
}

/** The event of this kind a frame carries (a trigger's or reaction's `ctx.event`), or null. */
export function eventIn<K extends EventKind>(value: unknown, kind: K): EventOf<K> | null {
  return isEvent(value) && isEventOf(value, kind) ? value : null;
}

function isEvent(value: unknown): value is GameEvent {
  return (
    typeof value === 'object' &&
    value !== null &&
    'kind' in value &&
    typeof value.kind === 'string' &&
    isKind(value.kind)
  );
}

const RULES: Record<EventKind, EventRule> = EVENTS;

function isKind(name: string): name is EventKind {
  return Object.prototype.hasOwnProperty.call(EVENTS, name);
}

const KINDS: readonly EventKind[] = Object.keys(EVENTS).filter(isKind);

/** Events raised by acts (not timing points) whose triggers the events frame collects. */
export const ACT_TRIGGER_EVENTS: readonly EventKind[] = KINDS.filter(
  (k) => RULES[k].triggers && !RULES[k].timing,
);

export function eventRule(kind: EventKind): EventRule {
  return RULES[kind];
}
