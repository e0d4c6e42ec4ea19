/**
 * The lasting-effects layer: what changes a card's values and what it may do beyond its
 * printed text. Two sources:
 * - static abilities of cards in play (`CardScript.statics`: "units you control get +1
 *   attack", "while this spell is in play, opponents' units cannot guard"), active while
 *   their card is in play, has its abilities and (unless inexhaustible) is not exhausted;
 * - lasting effects placed on a card by an effect (`CardInstance.effects`, with a duration).
 *
 * Values are answered by `valueOf` in cardinfo.ts in a fixed order: printed value (the copied
 * card's under a copy effect, X computed for the right card) → alterations → static
 * abilities → lasting effects on the card → attached dice. What a card may do is answered by
 * `can` here.
 */
import { scriptOf } from './context';
import type { Keyword } from './cards/keywords';
import type { EngineContext } from './context';
import { playersOf } from './sides';
import type { CardEffect, CardInstance, GameState, PlayerId } from './state';
import { parseCost } from './costs';
import type { ParsedCost } from './costs';
import { cardData } from './context';
import type { Query } from './cards/api/types';

export type Stat = 'attack' | 'life' | 'recover';

/** What a restriction may forbid ("cannot block", "cannot guard"). */
export type Action = 'block' | 'guard';

export interface StaticAbility {
  name: string;
  /** Works while its card is exhausted (printed with `*`). */
  inexhaustible?: boolean;
  /** The cards it changes, asked with its own card as `self`. */
  appliesTo: (q: Query, card: string) => boolean;
  /** Added to values of the cards it applies to. */
  add?: Partial<Record<Stat, number>>;
  /** What the cards it applies to cannot do. */
  forbids?: readonly Action[];
  /** Damage prevented each time a card it applies to (unit or Phoenixborn) is dealt damage. */
  prevent?: number;
  /**
   * Basic dice added to (positive) or taken off (negative) the cost of playing the cards it
   * applies to ("costs 1 [[basic]] less"); asked for cards in their owner's hand.
   */
  basicCost?: number;
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

function cardsInPlay(state: GameState, player: PlayerId): string[] {
  const p = state.players[player];
  const upgrades = p.battlefield.flatMap((u) => state.cards[u]?.upgrades ?? []);
  return [p.phoenixborn, ...p.battlefield, ...p.spellboard, ...upgrades];
}

function isActiveSource(
  state: GameState,
  context: EngineContext,
  card: CardInstance,
  ability: StaticAbility,
): boolean {
  if (card.zone === 'battlefield' && hasNoAbilities(state, context, card.uuid)) return false;
  return ability.inexhaustible === true || card.tokens.exhaustion === 0;
}

/** The static abilities in play that apply to this card, each with its source. */
function staticsOn(
  state: GameState,
  context: EngineContext,
  uuid: string,
): { ability: StaticAbility; source: string }[] {
  const found: { ability: StaticAbility; source: string }[] = [];
  // Most games have no card with a static ability: values are asked after every step.
  if (!context.cards.anyStatics()) return found;
  for (const player of playersOf(state)) {
    for (const sourceId of cardsInPlay(state, player)) {
      const source = state.cards[sourceId];
      if (!source || !context.cards.hasStatics(source.stub)) continue;
      const statics = scriptOf(context, source.stub)?.statics;
      if (!source || !statics) continue;
      const q: Query = { state, context, me: source.controller, self: sourceId };
      for (const ability of statics)
        if (isActiveSource(state, context, source, ability) && ability.appliesTo(q, uuid))
          found.push({ ability, source: sourceId });
    }
  }
  return found;
}

/** What static abilities in play add to a value of the card. */
export function staticChange(
  state: GameState,
  context: EngineContext,
  uuid: string,
  stat: Stat,
): number {
  return staticsOn(state, context, uuid).reduce((sum, s) => sum + (s.ability.add?.[stat] ?? 0), 0);
}

/** Damage prevented by static abilities each time this card is dealt damage. */
export function preventionOn(state: GameState, context: EngineContext, uuid: string): number {
  return staticsOn(state, context, uuid).reduce((sum, s) => sum + (s.ability.prevent ?? 0), 0);
}

/** Whether the card may do this now: no lasting effect on it or static ability forbids it. */
export function can(
  state: GameState,
  context: EngineContext,
  uuid: string,
  action: Action,
): boolean {
  const card = state.cards[uuid];
  if (!card) return false;
  // Gaze and the like: "cannot block or guard for the remainder of the turn".
  if (card.effects.some((e) => e.kind === 'cannotBlock')) return false;
  return !staticsOn(state, context, uuid).some((s) => s.ability.forbids?.includes(action));
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

/** What playing this card from hand costs its owner now: its printed cost, changed by static abilities. */
export function costOf(state: GameState, context: EngineContext, uuid: string): ParsedCost {
  const card = state.cards[uuid];
  if (!card) throw new Error(`No card ${uuid}`);
  const printed = parseCost(cardData(context, card.stub).cost);
  const change = staticsOn(state, context, uuid).reduce(
    (sum, s) => sum + (s.ability.basicCost ?? 0),
    0,
  );
  return changeBasic(printed, change);
}

/** How long a lasting effect placed by a card lasts. */
export type Duration = 'thisTurn' | 'thisRound' | { untilEndOfNextTurnOf: PlayerId };

/** The effect fields of a duration, for an effect placed now. */
export function durationFields(
  state: GameState,
  duration: Duration,
): Pick<CardEffect, 'until' | 'player' | 'turnsToSkip'> {
  if (duration === 'thisTurn') return { until: 'turn' };
  if (duration === 'thisRound') return { until: 'round' };
  const player = duration.untilEndOfNextTurnOf;
  // Placed during that player's own turn, "their next turn" is the one after it.
  return { until: 'nextTurn', player, turnsToSkip: state.turn?.player === player ? 1 : 0 };
}

/** At the end of a player's turn: effects of this turn end, and those waiting for that turn. */
export function endTurnEffects(state: GameState, player: PlayerId): void {
  for (const card of Object.values(state.cards)) {
    card.effects = card.effects.filter((e) => {
      if (e.until === 'turn') return false;
      if (e.until !== 'nextTurn' || e.player !== player) return true;
      if ((e.turnsToSkip ?? 0) > 0) {
        e.turnsToSkip = (e.turnsToSkip ?? 0) - 1;
        return true;
      }
      return false;
    });
  }
}

/** At the end of the round: effects of this round end. */
export function endRoundEffects(state: GameState): void {
  for (const card of Object.values(state.cards))
    card.effects = card.effects.filter((e) => e.until !== 'round');
}
