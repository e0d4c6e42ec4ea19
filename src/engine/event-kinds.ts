/**
 * The one table of the game's events. From it come the event kinds (`GameEvent['kind']`),
 * which of them a card's triggered ability may answer (`TriggerEvent`: a trigger on any
 * other kind does not compile), which a reaction spell may answer (`ReactionEvent`), and
 * which are timing points the round flow raises at a moment of the round rather than an act.
 *
 * Adding an event: one entry here, then raise it where it happens (ops.ts for acts on
 * cards, flow/ for timing points); see cards/README.md.
 */
interface EventRule {
  /** Triggered abilities of cards in play may answer it. */
  triggers: boolean;
  /** Reaction spells in hand may answer it. */
  reactions: boolean;
  /** A moment of the round (raised by the round flow, answered in player order). */
  timing: boolean;
}

export const EVENTS = {
  destroyed: { triggers: true, reactions: true, timing: false },
  attackersDeclared: { triggers: true, reactions: true, timing: false },
  pbWounded: { triggers: true, reactions: true, timing: false },
  cameIntoPlay: { triggers: true, reactions: true, timing: false },
  unitDestroyedByAttack: { triggers: true, reactions: false, timing: false },
  /** A player's spell, ability or dice power targeted an opponent's unit ("cancel" reactions). */
  unitTargeted: { triggers: false, reactions: true, timing: false },
  /** Damage about to be received by a Phoenixborn, held open for prevention reactions. */
  pbDamage: { triggers: false, reactions: true, timing: false },
  /** The draw step of the prepare phase, after fatigue. */
  drawStep: { triggers: true, reactions: false, timing: true },
  /** The end of the prepare phase. */
  prepareEnd: { triggers: true, reactions: false, timing: true },
  /** The end of the round, after recovery. */
  endOfRound: { triggers: true, reactions: false, timing: true },
} as const satisfies Record<string, EventRule>;

export type EventKind = keyof typeof EVENTS;

type KindsWhere<Flag extends keyof EventRule, Value extends boolean> = {
  [K in EventKind]: (typeof EVENTS)[K][Flag] extends Value ? K : never;
}[EventKind];

/** Events a triggered ability may answer. */
export type TriggerEvent = KindsWhere<'triggers', true>;
/** Events a reaction spell may answer. */
export type ReactionEvent = KindsWhere<'reactions', true>;
/** Timing points of the round. */
export type TimingEvent = KindsWhere<'timing', true>;

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
