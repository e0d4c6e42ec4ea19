/**
 * The fixed shape of a card script: keywords, activated abilities with costs, triggered
 * abilities (reactions to events), the effect of a spell when played, and persistent
 * modifiers. Steps are functions of the procedure machine; the state only ever holds the
 * card stub and a step index, never a function.
 */
import type { CostEntry } from '../../../domain/cards';
import type { EngineContext } from '../../context';
import type { Step } from '../../runner';
import type { DieState, GameState, PlayerId } from '../../state';
import type { Keyword } from '../keywords';
import type { StaticAbility } from '../../lasting';
import { isEventOf } from '../../event-kinds';
import type { EventKind, EventOf, GameEvent, ReactionEvent, TriggerEvent } from '../../event-kinds';

export type { Keyword } from '../keywords';

/** Read-only view of the situation a script condition is asked about. */
export interface Query {
  state: GameState;
  context: EngineContext;
  me: PlayerId;
  /** The card the script belongs to. */
  self: string;
}

export interface Ability {
  id: string;
  name: string;
  /** Activation cost in the catalogue's cost notation. */
  cost: CostEntry[] | ((q: Query) => CostEntry[]);
  steps: Step[];
  /** Extra conditions, such as a legal target existing. */
  usable?: (q: Query) => boolean;
  /** Usable while its card is exhausted (printed with `*`). */
  inexhaustible?: boolean;
}

/** A triggered ability answering events of kind K; `match` reads that kind's exact payload. */
export interface TriggerOn<K extends TriggerEvent> {
  name: string;
  event: K;
  // A method, so a trigger of one kind is a Trigger (the engine hands it only events of its kind).
  match(q: Query, event: EventOf<K>): boolean;
  /** Ask the controller first ("you may"). */
  optional?: boolean;
  /** A Group Tactics ability: the alwaysGroupTactics setting uses it without asking. */
  groupTactics?: boolean;
  /** Works while exhausted, or after the card left play (destroyed triggers). */
  inexhaustible?: boolean;
  steps: Step[];
}

/** A triggered ability on any event that can fire one (a union by kind, so literals are typed by their `event`). */
export type Trigger = { [K in TriggerEvent]: TriggerOn<K> }[TriggerEvent];

/** What a reaction spell answers, and when it may be played. */
export interface ReactionOn<K extends ReactionEvent> {
  event: K;
  match(q: Query, event: EventOf<K>): boolean;
  /**
   * Held damage (`pbDamage`, `unitAttackDamage`, `unitDamage`): how much of it playing the
   * reaction prevents ("prevent 1 damage from being received"); all of it when unset;
   * `'byEffect'` when the effect decides as it resolves, with `preventDamage(g, n)` (Absorption).
   */
  prevents?: number | 'byEffect';
  /**
   * A `unitDamage` reaction that also answers damage to a Phoenixborn (`pbDamage`, read as
   * `unitDamage` of that card): "after a card you control is dealt damage" (Barrier).
   */
  alsoPhoenixborn?: boolean;
}

export type Reaction = { [K in ReactionEvent]: ReactionOn<K> }[ReactionEvent];

/**
 * A `~` line: "After X, you may play this unit (or spell) from your hand without paying its
 * main (or side) action cost", offered in the reaction window of the event it answers and
 * counted as the player's one reaction of the turn (rules digest §10.5). It is paid with the
 * play cost less its actions, or with `cost` instead when the text gives one ("by paying
 * 1 [[time:power]] instead of its play cost").
 */
export interface PlayFromHandOn<K extends ReactionEvent> {
  /** The line's name as printed (Swift, Hidden) or the card's name when it has none. */
  name: string;
  event: K;
  match(q: Query, event: EventOf<K>): boolean;
  /** Paid instead of the play cost. */
  cost?: CostEntry[];
  /** "It is also a reaction spell until it is in play": what forbids reaction spells forbids it. */
  reactionSpell?: boolean;
}

export type PlayFromHand = { [K in ReactionEvent]: PlayFromHandOn<K> }[ReactionEvent];

/** Whether a trigger or reaction answers this event: it is of its kind and its condition holds. */
export function answers<K extends EventKind>(
  handler: { event: K; match(q: Query, event: EventOf<K>): boolean },
  q: Query,
  event: GameEvent,
): boolean {
  return isEventOf(event, handler.event) && handler.match(q, event);
}

/** Damage about to be dealt to a card, as a spell that absorbs damage sees it (Embrace). */
export interface AbsorbedDamage {
  /** The card dealt the damage. */
  card: string;
  /** The player whose attack, spell, ability or dice power deals it (null: no player's). */
  by: PlayerId | null;
}

export interface CardScript {
  stub: string;
  keywords?: Partial<Record<Keyword, number>>;
  /** Keywords an alteration gives its host. */
  grants?: Partial<Record<Keyword, number>>;
  abilities?: Ability[];
  /**
   * Activated abilities this card gives another: an alteration's host, or the card a
   * lasting effect names it for (`grantAbility`). The host's controller uses them like
   * printed ones, with the host as `self`.
   */
  grantedAbilities?: Ability[];
  triggers?: Trigger[];
  /**
   * Triggered abilities an alteration gives its host ("this unit now has the following
   * ability": Hunt 1): they answer as the host's own while attached (`self` is the host; an
   * exhausted host or one without abilities does not use them).
   */
  grantedTriggers?: Trigger[];
  /**
   * An alteration on a Phoenixborn: that Phoenixborn's controller may take no side action but
   * Meditate (Tranquility; `../../meditate-only.ts`).
   */
  onlyMeditateSideAction?: boolean;
  /** Action and reaction spells: what happens when played. */
  effect?: Step[];
  /**
   * What its effect leaves for later (`atEndOfNextTurn`: Rising Tides), resolved by its
   * player from the card procedure card:<stub>:later (`../../delayed-effects.ts`).
   */
  later?: Step[];
  /** Action spells: whether playing it now makes sense (e.g. a target exists). */
  playable?: (q: Query) => boolean;
  /** Reaction spells: the event they answer. */
  reaction?: Reaction;
  /** A `~` line: played from hand like a reaction when its event happens. */
  playFromHand?: PlayFromHand;
  /**
   * "Discard this spell when it no longer has any status tokens on it": discarded as soon as
   * an effect takes its last status token (`discardIfOutOfStatus` in ops.ts).
   */
  discardedWithoutStatus?: boolean;
  /** "No player may play reaction spells" while this card is in play (laws.ts). */
  forbidsReactionSpells?: boolean;
  /** "Players may not re-roll or change the level of dice in an opponent's active pool" while in play (laws.ts). */
  locksOpponentDice?: boolean;
  /** "While it is unexhausted, action spells and reaction spells cannot be played" (Glare; laws.ts). */
  stopsSpellsWhileUnexhausted?: boolean;
  /** "While it is unexhausted, the opposing player cannot use basic dice" (Paranoia; laws.ts). */
  forbidsOpponentBasicDiceWhileUnexhausted?: boolean;
  /**
   * A ready spell played face up under a ready spell of its player's spellboard instead of
   * into a slot of its own (Resonance; `../../spellboard-under.ts`).
   */
  playedUnderReadySpell?: boolean;
  /**
   * While this card lies face up under a ready spell, the cards of that spell's slot are
   * focused this many more times (Resonance).
   */
  focusesSlot?: number;
  /**
   * Alterations: while attached, the host's printed activated abilities cannot be activated
   * ("You cannot activate your Phoenixborn's ability": Change of Heart; `../../play.ts`).
   * Abilities granted to the host still can.
   */
  stopsHostsPrintedAbilities?: boolean;
  /**
   * Units: while this unit is in play (unexhausted, with its abilities), the ready spells of its
   * controller are focused this many more times (Sandstorm Sage; `../../deep-focus.ts`).
   */
  focusesReadySpells?: number;
  /** Alterations: which hosts they may be attached to. */
  canHost?: (q: Query, host: string) => boolean;
  /** Static abilities: what the card changes while it is in play (lasting.ts). */
  statics?: StaticAbility[];
  /**
   * Ready spells: while in play and unexhausted, damage from attacking or countering cannot
   * be prevented (Law of Domination; `../../unpreventable.ts`).
   */
  combatDamageUnpreventable?: boolean;
  /**
   * Ready spells holding dice: which dice on this spell may pay for its controller's reaction
   * spells (Reimagine; `../../spell-dice.ts`).
   */
  diceOnItPayReactions?: (die: Pick<DieState, 'magic' | 'level'>) => boolean;
  /**
   * A spell in play that prevents a damage and is discarded for it ("discard this spell and
   * prevent that damage from being received": Embrace; `../../damage-absorbers.ts`).
   */
  absorbsDamage?: (q: Query, damage: AbsorbedDamage) => boolean;
  /** Units whose printed attack is X. */
  attackX?: (q: Query) => number;
}
