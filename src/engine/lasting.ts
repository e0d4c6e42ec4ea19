/**
 * The lasting-effects layer: what changes a card's values and what it may do beyond its
 * printed text. Two sources:
 * - static abilities of cards in play (`CardScript.statics`: "units you control get +1
 *   attack", "while this spell is in play, opponents' units cannot guard"), active while
 *   their card is in play, has its abilities and (unless inexhaustible) is not exhausted;
 * - lasting effects placed on a card by an effect (`CardInstance.effects`: a value change, a
 *   granted keyword or ability, a restriction, damage prevention, playing without paying, or
 *   a copy, all damage from opponents prevented), each with a duration: this turn, this
 *   round, until the end of a player's next turn, until the start of a player's next turn,
 *   or while a named card stays attached to it.
 *
 * Order of application (every question about a card is answered in this order):
 * 1. Copy: a copy effect decides which card's printed values, keywords and abilities count;
 *    a printed attack of X takes the X the copied unit had when the copy was made.
 * 2. Printed value of that card (X computed by its script for the card itself); a swap
 *    effect (Body Inversion) reads the printed life as the attack and the printed attack as
 *    the life.
 * 3. Alterations attached to it: their printed modifiers, the keywords and abilities they grant.
 * 4. Static abilities in play that apply to it.
 * 5. Lasting effects on it, in the order they were placed.
 * 6. Attached dice (charm -1, divine +1 attack).
 * 7. Floors: attack used as damage and recover never go below 0.
 * Changes are sums, so steps 3–6 commute; the order matters for the copy (first) and the
 * floors (last). A card without abilities (Reflections in the Water) has no keywords at all.
 * Restrictions: one "cannot" from a static ability or an effect forbids the act; nothing
 * grants it back. Costs: playing without paying makes the whole cost nothing (actions,
 * dice, discards: rules §8.1 counts all five as the cost); otherwise static cost changes
 * apply to the printed cost. Damage: all of it prevented when an effect protects the card
 * from the dealer's side (Safeguard), else Armored, then the prevention of statics and
 * effects; the wound tokens the rest places may be multiplied by statics (Hunter's Mark).
 *
 * Values are answered by `valueOf` in cardinfo.ts, keywords by `keyword` there; what a card
 * may do by `can` here, what playing it costs by `costOf` here.
 *
 * Over 400 lines on purpose: every lasting effect and static ability is answered here in one
 * defined order; splitting the queries from the effects would split that order.
 */
import { scriptOf } from './context';
import type { Keyword } from './cards/keywords';
import type { EngineContext } from './context';
import { opponentsOf } from './sides';
import type {
  CardEffect,
  CardInstance,
  ChangedStat,
  EffectDuration,
  ForbiddenAct,
  GameState,
  LastingChange,
  PlayerId,
} from './state';
import { parseCost } from './costs';
import type { ParsedCost } from './costs';
import { cardData } from './context';
import type { Ability, Query } from './cards/api/types';

export type Stat = ChangedStat;

/** What a restriction may forbid ("cannot attack", "cannot block", "cannot be targeted"). */
export type Action = ForbiddenAct;

export interface StaticAbility {
  name: string;
  /** Works while its card is exhausted (printed with `*`). */
  inexhaustible?: boolean;
  /** The cards it changes, asked with its own card as `self`. */
  appliesTo: (q: Query, card: string) => boolean;
  /** Added to values of the cards it applies to. */
  add?: Partial<Record<Stat, number>>;
  /** Added to values of the cards it applies to, counted on that card ("+1 attack for each wound token on this unit"). */
  addFor?: (q: Query, card: string) => Partial<Record<Stat, number>>;
  /** Keywords the cards it applies to gain ("units you control gain Bypass"). */
  grants?: Partial<Record<Keyword, number>>;
  /** What the cards it applies to cannot do. */
  forbids?: readonly Action[];
  /** Wound tokens placed per damage received by the cards it applies to ("twice the normal number": 2). */
  woundFactor?: number;
  /** Damage prevented each time a card it applies to (unit or Phoenixborn) is dealt damage. */
  prevent?: number;
  /**
   * Damage prevented each time a card it applies to is dealt damage by a spell or ability
   * (not an attack, counter or dice power): Law of Grace.
   */
  preventFromSpellsAndAbilities?: number;
  /**
   * Damage prevented when the damage meets a condition, counted on the card dealt it (Armor
   * of Valor: "while guarding or resolving its ability").
   */
  preventFor?: (q: Query, card: string, cause: PreventedCause) => number;
  /** Damage a card it applies to receives is reduced to at most this (Iron Scales: 1). */
  capDamage?: number;
  /**
   * Basic dice added to (positive) or taken off (negative) the cost of playing the cards it
   * applies to ("costs 1 [[basic]] less"); asked for cards in their owner's hand.
   */
  basicCost?: number;
}

/** What prevention knows of a damage: who dealt it, by an effect or not, and its card. */
export interface PreventedCause {
  byEffect: boolean;
  /** The card whose spell or ability deals it. */
  source?: string | null;
  /** The attacking unit that deals it. */
  attacker?: string | null;
}

/** The grant that takes every ability from its host (Reflections in the Water). */
const NO_ABILITIES: Keyword = 'noAbilities';

/** Whether an alteration on the card takes all its abilities. */
export function hasNoAbilities(state: GameState, context: EngineContext, uuid: string): boolean {
  const card = state.cards[uuid];
  return (
    card?.upgrades.some(
      (u) => (scriptOf(context, state.cards[u]?.stub ?? '')?.grants?.[NO_ABILITIES] ?? 0) > 0,
    ) ?? false
  );
}

/** Whether an effect still holds: one lasting while attached ends when its source leaves the card. */
function holds(card: CardInstance, effect: CardEffect): boolean {
  return effect.until !== 'attached' || card.upgrades.includes(effect.source ?? '');
}

// Most cards carry no effect, and these are asked for every card on every event and value:
// an empty answer is one shared empty list, not a new one.
const NO_EFFECTS: readonly never[] = [];

/**
 * Whether an effect lasting while its source is unexhausted is in force now: its source is on
 * the battlefield with no exhaustion token. Out of force it stays on the card, in force again
 * once its source is readied; a source that left play has a new id, so it never is again.
 */
function inForce(state: GameState, effect: CardEffect): boolean {
  if (effect.until !== 'whileUnexhausted') return true;
  const source = state.cards[effect.source ?? ''];
  return source?.zone === 'battlefield' && source.tokens.exhaustion === 0;
}

/** The lasting effects on a card that hold now. */
export function effectsOn(state: GameState, uuid: string): readonly CardEffect[] {
  const card = state.cards[uuid];
  if (!card || card.effects.length === 0) return NO_EFFECTS;
  return card.effects.filter((e) => holds(card, e) && inForce(state, e));
}

/** The effects of one kind on a card that hold now. */
function effectsOfKind<K extends LastingChange['kind']>(
  state: GameState,
  uuid: string,
  kind: K,
): readonly Extract<CardEffect, { kind: K }>[] {
  const effects = effectsOn(state, uuid);
  if (effects.length === 0) return NO_EFFECTS;
  return effects.filter((e): e is Extract<CardEffect, { kind: K }> => e.kind === kind);
}

/**
 * How much the numeral values of the unit's abilities are increased now: Magnify effects count
 * only during an Attack action (while an attack is being resolved).
 */
export function magnifyOn(state: GameState, uuid: string): number {
  if (state.attack === null) return 0;
  return effectsOfKind(state, uuid, 'magnify').reduce((sum, e) => sum + e.amount, 0);
}

/** Whether an effect makes the card count as exhausted without exhaustion tokens (Deep Freeze). */
export function consideredExhausted(state: GameState, uuid: string): boolean {
  return effectsOfKind(state, uuid, 'exhausted').length > 0 || heldAsLeftmost(state, uuid);
}

/**
 * The unit is its controller's leftmost and an opponent's unexhausted card in play holds it
 * ('holdsOpposingLeftmost'). The holder's own exhaustion is read from its tokens and
 * exhausting effects only, so two holders never ask each other.
 */
function heldAsLeftmost(state: GameState, uuid: string): boolean {
  const card = state.cards[uuid];
  if (!card || card.zone !== 'battlefield') return false;
  if (state.players[card.controller].battlefield[0] !== uuid) return false;
  return opponentsOf(state, card.controller).some((p) =>
    state.players[p].battlefield.some(
      (holder) =>
        effectsOfKind(state, holder, 'holdsOpposingLeftmost').length > 0 &&
        (state.cards[holder]?.tokens.exhaustion ?? 1) === 0 &&
        effectsOfKind(state, holder, 'exhausted').length === 0,
    ),
  );
}

/** Whether the card's printed attack and life values are swapped (an odd number of swaps on it). */
export function printedValuesSwapped(state: GameState, uuid: string): boolean {
  return effectsOfKind(state, uuid, 'swapPrinted').length % 2 === 1;
}

/** The copy effect on a card, if any (the latest placed wins). */
export function copyEffectOn(
  state: GameState,
  uuid: string,
): Extract<CardEffect, { kind: 'copy' }> | undefined {
  return effectsOfKind(state, uuid, 'copy').at(-1);
}

/**
 * Whether any card of this game has a static ability. The cards of a game are fixed at setup
 * (conjurations included; a shuffle renames cards but keeps them), so the answer is worked out
 * once per game (keyed by its sides, which every state copy of the game shares) rather than
 * by walking the table for every value asked.
 */
const staticsInGame = new WeakMap<EngineContext['cards'], WeakMap<GameState['sides'], boolean>>();

function gameHasStatics(state: GameState, context: EngineContext): boolean {
  if (!context.cards.anyStatics()) return false;
  let games = staticsInGame.get(context.cards);
  if (!games) {
    games = new WeakMap();
    staticsInGame.set(context.cards, games);
  }
  let known = games.get(state.sides);
  if (known === undefined) {
    known = Object.values(state.cards).some((card) => context.cards.hasStatics(card.stub));
    games.set(state.sides, known);
  }
  return known;
}

/** Calls `visit` with every card a player has in play: Phoenixborn, units, spells, alterations. */
function forEachCardInPlay(
  state: GameState,
  player: PlayerId,
  visit: (uuid: string) => void,
): void {
  const p = state.players[player];
  visit(p.phoenixborn);
  for (const unit of p.battlefield) visit(unit);
  for (const spell of p.spellboard) visit(spell);
  for (const unit of p.battlefield)
    for (const upgrade of state.cards[unit]?.upgrades ?? []) visit(upgrade);
  // Alterations on a Phoenixborn (Gifted Rose) work as those on units do.
  for (const upgrade of state.cards[p.phoenixborn]?.upgrades ?? []) visit(upgrade);
}

function isActiveSource(
  state: GameState,
  context: EngineContext,
  card: CardInstance,
  ability: StaticAbility,
): boolean {
  if (card.zone === 'battlefield' && hasNoAbilities(state, context, card.uuid)) return false;
  return (
    ability.inexhaustible === true ||
    (card.tokens.exhaustion === 0 && !consideredExhausted(state, card.uuid))
  );
}

/** The static abilities in play that apply to this card, each with its source. */
function staticsOn(
  state: GameState,
  context: EngineContext,
  uuid: string,
): { ability: StaticAbility; source: string; q: Query }[] {
  const found: { ability: StaticAbility; source: string; q: Query }[] = [];
  // Most games have no card with a static ability: values are asked after every step.
  if (!gameHasStatics(state, context)) return found;
  // Asked for every value after every step: walk the cards in play without building lists.
  for (const side of state.sides) {
    for (const player of side.players) {
      forEachCardInPlay(state, player, (sourceId) => {
        const source = state.cards[sourceId];
        if (!source || !context.cards.hasStatics(source.stub)) return;
        const statics = scriptOf(context, source.stub)?.statics;
        if (!statics) return;
        const q: Query = { state, context, me: source.controller, self: sourceId };
        for (const ability of statics)
          if (isActiveSource(state, context, source, ability) && ability.appliesTo(q, uuid))
            found.push({ ability, source: sourceId, q });
      });
    }
  }
  return found;
}

/** The sum of one number of every static ability in play that applies to this card. */
function staticSum(
  state: GameState,
  context: EngineContext,
  uuid: string,
  amount: (ability: StaticAbility, q: Query) => number,
): number {
  return staticsOn(state, context, uuid).reduce((sum, s) => sum + amount(s.ability, s.q), 0);
}

/** What static abilities in play and lasting effects on the card add to one of its values. */
export function lastingChange(
  state: GameState,
  context: EngineContext,
  uuid: string,
  stat: Stat,
): number {
  return effectsOfKind(state, uuid, 'value').reduce(
    (sum, e) => sum + (e.stat === stat ? e.amount : 0),
    staticSum(
      state,
      context,
      uuid,
      (a, q) => (a.add?.[stat] ?? 0) + (a.addFor?.(q, uuid)[stat] ?? 0),
    ),
  );
}

/** A keyword's value granted by static abilities in play and lasting effects on the card. */
export function grantedKeyword(
  state: GameState,
  context: EngineContext,
  uuid: string,
  key: Keyword,
): number {
  return effectsOfKind(state, uuid, 'keyword').reduce(
    (sum, e) => sum + (e.keyword === key ? e.value : 0),
    staticSum(state, context, uuid, (a) => a.grants?.[key] ?? 0),
  );
}

/** The static abilities that multiply the wound tokens damage places on this card, with their sources. */
export function woundFactorsOn(
  state: GameState,
  context: EngineContext,
  uuid: string,
): { source: string; factor: number }[] {
  return staticsOn(state, context, uuid).flatMap((s) =>
    s.ability.woundFactor === undefined
      ? []
      : [{ source: s.source, factor: s.ability.woundFactor }],
  );
}

/**
 * Whether all damage this cause deals the card is prevented (Safeguard): an attack, spell,
 * ability or dice power of an opponent of the player the effect protects the card for.
 */
export function preventsAllDamage(
  state: GameState,
  uuid: string,
  cause: { by: PlayerId | null; byEffect: boolean; attacker?: string | null },
): boolean {
  const { by } = cause;
  if (by === null || (!cause.byEffect && !cause.attacker)) return false;
  return effectsOfKind(state, uuid, 'preventAll').some((e) =>
    opponentsOf(state, e.fromOpponentsOf).includes(by),
  );
}

/**
 * Damage prevented by static abilities and lasting effects each time this card is dealt
 * damage; `cause` tells whether a spell or ability dealt it (an effect with a source card: a
 * dice power has none).
 */
export function preventionOn(
  state: GameState,
  context: EngineContext,
  uuid: string,
  cause: PreventedCause = { byEffect: false },
): number {
  const bySpellOrAbility = cause.byEffect && (cause.source ?? null) !== null;
  return effectsOfKind(state, uuid, 'prevent').reduce(
    (sum, e) => sum + e.amount,
    staticSum(
      state,
      context,
      uuid,
      (a, q) =>
        (a.prevent ?? 0) +
        (bySpellOrAbility ? (a.preventFromSpellsAndAbilities ?? 0) : 0) +
        (a.preventFor?.(q, uuid, cause) ?? 0),
    ),
  );
}

/** The most damage this card receives at once under static abilities (null: no cap). */
export function damageCapOn(state: GameState, context: EngineContext, uuid: string): number | null {
  const caps = staticsOn(state, context, uuid).flatMap((s) =>
    s.ability.capDamage === undefined ? [] : [s.ability.capDamage],
  );
  return caps.length === 0 ? null : Math.min(...caps);
}

/**
 * Whether the card may do this now: no lasting effect on it or static ability forbids it.
 * 'beTargeted' is a restriction against opponents' spells, abilities and dice powers: the
 * caller asks it only for those (`targetableBy` in cardinfo.ts).
 */
export function can(
  state: GameState,
  context: EngineContext,
  uuid: string,
  action: Action,
): boolean {
  if (!state.cards[uuid]) return false;
  if (effectsOfKind(state, uuid, 'forbid').some((e) => e.acts.includes(action))) return false;
  return !staticsOn(state, context, uuid).some((s) => s.ability.forbids?.includes(action));
}

/**
 * The activated abilities lasting effects and attached alterations give the card, each with
 * the stub whose script holds it (`CardScript.grantedAbilities`).
 */
export function grantedAbilities(
  state: GameState,
  context: EngineContext,
  uuid: string,
): { stub: string; ability: Ability }[] {
  const card = state.cards[uuid];
  if (!card) return [];
  const found: { stub: string; ability: Ability }[] = [];
  for (const u of card.upgrades) {
    const stub = state.cards[u]?.stub ?? '';
    for (const ability of scriptOf(context, stub)?.grantedAbilities ?? [])
      found.push({ stub, ability });
  }
  for (const e of effectsOfKind(state, uuid, 'ability')) {
    const ability = scriptOf(context, e.stub)?.grantedAbilities?.find((a) => a.id === e.ability);
    if (ability && !found.some((f) => f.stub === e.stub && f.ability.id === e.ability))
      found.push({ stub: e.stub, ability });
  }
  return found;
}

/** A cost with n basic dice more (n > 0) or up to -n basic dice fewer (n < 0) in each option. */
function changeBasic(cost: ParsedCost, n: number): ParsedCost {
  if (n === 0) return cost;
  const dice = cost.dice.map((option) => {
    if (n > 0)
      return [
        ...option,
        ...Array.from({ length: n }, () => ({ magic: null, level: 'basic' as const })),
      ];
    let left = -n;
    // Basic slots that take any magic go first; a slot of a named magic is never a basic.
    return option.filter((slot) => {
      if (left > 0 && slot.level === 'basic' && slot.magic === null) {
        left -= 1;
        return false;
      }
      return true;
    });
  });
  return { ...cost, dice };
}

/**
 * What playing this card from hand costs its owner now: nothing when an effect lets it be
 * played without paying, otherwise its printed cost changed by static abilities.
 */
export function costOf(state: GameState, context: EngineContext, uuid: string): ParsedCost {
  const card = state.cards[uuid];
  if (!card) throw new Error(`No card ${uuid}`);
  if (effectsOfKind(state, uuid, 'free').length > 0) return parseCost([]);
  const printed = parseCost(cardData(context, card.stub).cost);
  return changeBasic(
    printed,
    staticSum(state, context, uuid, (a) => a.basicCost ?? 0),
  );
}

/**
 * How long a lasting effect placed by a card lasts: this turn, this round, until the end of
 * a player's next turn, until the start of a player's next turn (or the next round, whichever
 * comes first, with `orNextRound`), until the end of the next turn or the round (whichever
 * comes first), or while the card `whileAttached` stays attached to it.
 */
export type Duration =
  | 'thisTurn'
  | 'thisRound'
  | { untilEndOfNextTurnOf: PlayerId }
  | { untilStartOfNextTurnOf: PlayerId; orNextRound?: boolean }
  | { untilEndOfNextTurnOrRound: true }
  | { whileAttached: string }
  | { whileUnexhausted: string };

/** The effect fields of a duration, for an effect placed now. */
export function durationFields(state: GameState, duration: Duration): EffectDuration {
  if (duration === 'thisTurn') return { until: 'turn' };
  if (duration === 'thisRound') return { until: 'round' };
  if ('whileAttached' in duration) return { until: 'attached', source: duration.whileAttached };
  if ('whileUnexhausted' in duration)
    return { until: 'whileUnexhausted', source: duration.whileUnexhausted };
  // "Until the end of the next turn or the round": the turn after this one, whoever takes it
  // (placed outside a turn, the first turn to come), and never past the end of the round.
  if ('untilEndOfNextTurnOrRound' in duration)
    return { until: 'followingTurn', turnsToSkip: state.turn ? 1 : 0, orNextRound: true };
  if ('untilStartOfNextTurnOf' in duration)
    return {
      until: 'nextTurnStart',
      player: duration.untilStartOfNextTurnOf,
      ...(duration.orNextRound === true ? { orNextRound: true } : {}),
    };
  const player = duration.untilEndOfNextTurnOf;
  // Placed during that player's own turn, "their next turn" is the one after it.
  return { until: 'nextTurn', player, turnsToSkip: state.turn?.player === player ? 1 : 0 };
}

/** Places a lasting effect on a card for a duration. */
export function placeEffect(
  state: GameState,
  uuid: string,
  change: LastingChange,
  duration: Duration,
): void {
  const card = state.cards[uuid];
  if (!card) throw new Error(`No card ${uuid}`);
  card.effects.push({ ...change, ...durationFields(state, duration) });
}

/** At the end of a player's turn: effects of this turn end, and those waiting for that turn. */
export function endTurnEffects(state: GameState, player: PlayerId): void {
  for (const card of Object.values(state.cards)) {
    card.effects = card.effects.filter((e) => {
      if (!holds(card, e) || e.until === 'turn') return false;
      const waitsForThisTurn =
        e.until === 'followingTurn' || (e.until === 'nextTurn' && e.player === player);
      if (!waitsForThisTurn) return true;
      if ((e.turnsToSkip ?? 0) > 0) {
        e.turnsToSkip = (e.turnsToSkip ?? 0) - 1;
        return true;
      }
      return false;
    });
  }
}

/** At the start of a player's turn: effects lasting until the start of their next turn end. */
export function startTurnEffects(state: GameState, player: PlayerId): void {
  for (const card of Object.values(state.cards))
    card.effects = card.effects.filter(
      (e) => holds(card, e) && (e.until !== 'nextTurnStart' || e.player !== player),
    );
}

/** At the end of the round: effects of this round end, and those lasting "or the next round". */
export function endRoundEffects(state: GameState): void {
  for (const card of Object.values(state.cards))
    card.effects = card.effects.filter(
      (e) => e.until !== 'round' && e.orNextRound !== true && holds(card, e),
    );
}

/** When an alteration leaves its host: the host's effects that lasted while it was attached end. */
export function endAttachedEffects(host: CardInstance, source: string): void {
  host.effects = host.effects.filter((e) => e.until !== 'attached' || e.source !== source);
}
