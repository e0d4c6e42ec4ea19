/**
 * Decisions: building the questions steps ask, multi-select validators, and applying a
 * player's answer (a button, a card click or a die click) to the waiting frame.
 */
import type { EngineContext } from './context';
import { canComplete, isExactPayment } from './costs';
import { inst } from './cardinfo';
import type { Ask, Run, Step } from './runner';
import type {
  Decision,
  DecisionOption,
  DiceSlot,
  DieState,
  GameState,
  Json,
  PlayerId,
} from './state';

export const DONE = 'done';
export const CANCEL = 'cancel';
export const SKIP = 'skip';

export function button(value: string, text: string, card?: string): DecisionOption {
  return card ? { kind: 'button', value, text, card } : { kind: 'button', value, text };
}

/** A button answered by clicking the player's draw pile as well (canSelectDeck). */
export function deckButton(value: string, text: string): DecisionOption {
  return { kind: 'button', value, text, pile: 'deck' };
}

export function cardOptions(uuids: string[]): DecisionOption[] {
  return uuids.map((value) => ({ kind: 'card', value }));
}

export function dieOptions(uuids: string[]): DecisionOption[] {
  return uuids.map((value) => ({ kind: 'die', value }));
}

export function choice(
  key: string,
  title: string,
  options: DecisionOption[],
  extra: Partial<Ask> = {},
): { ask: Ask } {
  return { ask: { key, type: 'choice', title, options, source: null, ...extra } };
}

export interface ChooseOptions {
  optional?: boolean;
  /** Who chooses (default: the frame's player). */
  player?: PlayerId;
  /** false: the choice does not target the chosen card (a plain "choose"). */
  targets?: boolean;
}

/**
 * A step that asks for one card among candidates and stores its uuid in ctx[key], or null
 * when there is none or the player skips an optional choice.
 */
export function chooseCard(
  key: string,
  title: string,
  candidates: (g: Run) => string[],
  opts: ChooseOptions | ((g: Run) => ChooseOptions) = {},
): Step {
  const optionsOf = (g: Run): ChooseOptions => (typeof opts === 'function' ? opts(g) : opts);
  return (g) => {
    const value = g.ctx[key];
    if (value !== undefined) {
      if (value === SKIP) g.ctx[key] = null;
      else if (typeof value === 'string' && optionsOf(g).targets !== false) noteTargeting(g, value);
      return;
    }
    const list = candidates(g);
    if (list.length === 0) {
      g.ctx[key] = null;
      return;
    }
    const o = optionsOf(g);
    const options = [...cardOptions(list), ...(o.optional ? [button(SKIP, 'Skip')] : [])];
    return choice(key, title, options, {
      source: g.frame.source,
      ...(o.player ? { player: o.player } : {}),
    });
  };
}

/**
 * A card effect or dice power that picks an opponent's unit targets it: raise the event
 * that "cancel" reactions (Golden Veil) answer, remembering which frame to cancel.
 */
export function noteTargeting(g: Run, uuid: string): void {
  const card = g.state.cards[uuid];
  if (!card || card.controller === g.me || !byEffect(g)) return;
  if (card.zone === 'phoenixborn') return notePlayerTargeting(g, card.controller, uuid);
  if (card.zone !== 'battlefield') return;
  g.state.pendingEvents.push({
    kind: 'unitTargeted',
    card: uuid,
    controller: card.controller,
    by: g.me,
    byEffect: true,
    frame: g.state.stack.length - 1,
  });
}

/** Whether the running frame is a card's effect or a dice power (not the attack or a rule). */
function byEffect(g: Run): boolean {
  return g.frame.proc.startsWith('card:') || g.frame.proc.startsWith('power:');
}

/**
 * A card effect or dice power that chose an opponent ("a target opponent") or their
 * Phoenixborn (`card`) targets them: raise the event "cancel" reactions (Vanish) answer.
 */
export function notePlayerTargeting(g: Run, player: PlayerId, card: string | null = null): void {
  if (player === g.me || !byEffect(g)) return;
  g.state.pendingEvents.push({
    kind: 'playerTargeted',
    player,
    card,
    by: g.me,
    frame: g.state.stack.length - 1,
  });
}

/** A step that asks a yes/no question, storing true/false in ctx[key]. */
export function confirm(
  key: string,
  title: (g: Run) => string,
  when: (g: Run) => boolean = () => true,
): Step {
  return (g) => {
    const value = g.ctx[key];
    if (value === 'yes' || value === 'no') {
      g.ctx[key] = value === 'yes';
      return;
    }
    if (typeof value === 'boolean') return;
    if (!when(g)) {
      g.ctx[key] = false;
      return;
    }
    return choice(key, title(g), [button('yes', 'Yes'), button('no', 'No')], {
      source: g.frame.source,
    });
  };
}

/** Reads a ctx value as a uuid (or null). */
export function ctxId(g: Run, key: string): string | null {
  const value = g.ctx[key];
  return typeof value === 'string' && (g.state.cards[value] || g.state.dice[value]) ? value : null;
}

// ---- multi-select ----

type Validator = (
  state: GameState,
  context: EngineContext,
  decision: Decision,
  selected: string[],
) => { selectable: string[]; done: boolean };

const validators: Record<string, Validator> = {
  /** Any of the listed uuids, any number. */
  any: (_s, _c, d) => ({ selectable: listParam(d, 'items'), done: true }),
  /** At least one of the listed uuids. */
  nonEmpty: (_s, _c, d, selected) => ({
    selectable: listParam(d, 'items'),
    done: selected.length > 0,
  }),
  /** Up to `max` of the listed uuids. */
  upTo: (_s, _c, d, selected) => {
    const max = numParam(d, 'max');
    return { selectable: selected.length >= max ? [] : listParam(d, 'items'), done: true };
  },
  /** Cards of different titles, up to 5 (first five). */
  firstFive: (state, _c, d, selected) => {
    const titles = new Set(selected.map((u) => inst(state, u).stub));
    const items =
      selected.length >= 5
        ? []
        : listParam(d, 'items').filter((u) => !titles.has(inst(state, u).stub));
    return { selectable: items, done: true };
  },
  /** Dice that can still be part of an exact payment of one of the options. */
  payDice: (state, _c, d, selected) => {
    const options = (d.diceReq ?? []) as DiceSlot[][];
    const pool = listParam(d, 'items').map((u) => state.dice[u] as DieState);
    const chosen = selected.map((u) => state.dice[u] as DieState);
    const rest = pool.filter((die) => !selected.includes(die.uuid));
    const selectable = rest
      .filter((die) =>
        options.some((slots) =>
          canComplete(
            slots,
            [...chosen, die],
            rest.filter((r) => r !== die),
          ),
        ),
      )
      .map((die) => die.uuid);
    return { selectable, done: isExactPayment(options, chosen) };
  },
  /** Exactly `count` items. */
  exactly: (_s, _c, d, selected) => {
    const count = numParam(d, 'count');
    return {
      selectable: selected.length >= count ? [] : listParam(d, 'items'),
      done: selected.length === count,
    };
  },
};

function param(d: Decision, key: string): Json | undefined {
  const p = d.params;
  return p && typeof p === 'object' && !Array.isArray(p) ? p[key] : undefined;
}

function listParam(d: Decision, key: string): string[] {
  const v = param(d, key);
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
}

function numParam(d: Decision, key: string): number {
  const v = param(d, key);
  return typeof v === 'number' ? v : 0;
}

export function multi(
  key: string,
  title: string,
  validator: keyof typeof validators,
  items: string[],
  extra: Omit<Partial<Ask>, 'params'> & {
    params?: Record<string, Json>;
    buttons?: DecisionOption[];
  } = {},
): { ask: Ask } {
  const { params, buttons, ...rest } = extra;
  return {
    ask: {
      key,
      type: 'multi',
      title,
      options: buttons ?? [],
      source: null,
      validator,
      params: { items, ...(params ?? {}) },
      selected: [],
      ...rest,
    },
  };
}

export function multiState(
  state: GameState,
  context: EngineContext,
  decision: Decision,
): { selectable: string[]; done: boolean } {
  const validator = validators[decision.validator ?? 'any'] ?? validators.any;
  const live = stillThere(state, decision);
  return (validator as Validator)(state, context, live, live.selected ?? []);
}

/**
 * The decision without the cards or dice that are gone since it was asked (moved by hand in
 * manual mode, which gives a card a new identity): a choice offers and returns only what exists.
 */
function stillThere(state: GameState, decision: Decision): Decision {
  const exists = (id: string) => id in state.cards || id in state.dice;
  const items = listParam(decision, 'items');
  const params = decision.params;
  const keptItems = items.filter(exists);
  const keptSelected = (decision.selected ?? []).filter(exists);
  if (keptItems.length === items.length && keptSelected.length === (decision.selected ?? []).length)
    return decision;
  return {
    ...decision,
    ...(params !== undefined &&
    typeof params === 'object' &&
    params !== null &&
    !Array.isArray(params)
      ? { params: { ...params, items: keptItems } }
      : {}),
    ...(decision.selected ? { selected: keptSelected } : {}),
  };
}

/** All the options currently open to the deciding player, as the view shows them. */
export function openOptions(
  state: GameState,
  context: EngineContext,
  decision: Decision,
): DecisionOption[] {
  if (decision.type === 'choice') return decision.options;
  const { selectable, done } = multiState(state, context, decision);
  const selected = decision.selected ?? [];
  const pick = [...selectable, ...selected].map((value): DecisionOption => ({
    kind: state.dice[value] ? 'die' : 'card',
    value,
  }));
  return [...pick, ...(done ? [button(DONE, 'Done')] : []), ...decision.options];
}

/**
 * Applies an answer. Returns an error text when the answer is not open; otherwise the
 * decision is cleared (or a multi-select updated) and the frame's ctx holds the answer.
 */
export function answer(
  state: GameState,
  context: EngineContext,
  kind: DecisionOption['kind'],
  value: string,
): string | null {
  const decision = state.decision;
  if (!decision) return 'Nothing to choose right now';
  const open = openOptions(state, context, decision);
  if (!open.some((o) => o.kind === kind && o.value === value)) return 'That is not a legal choice';
  const frame = state.stack[state.stack.length - 1];
  if (!frame) return 'Nothing to choose right now';
  if (decision.type === 'multi' && kind !== 'button') {
    const selected = decision.selected ?? [];
    decision.selected = selected.includes(value)
      ? selected.filter((v) => v !== value)
      : [...selected, value];
    return null;
  }
  frame.ctx[decision.key] =
    decision.type === 'multi' && value === DONE
      ? (stillThere(state, decision).selected ?? [])
      : value;
  state.decision = null;
  return null;
}
