/**
 * Declarative choices. A script declares each choice once (what may be chosen, by whom,
 * optional or not, possibly depending on an earlier choice) and gets back a handle: `ask`
 * is the step the engine runs to put the question, `of(g)` is the typed answer. Scripts
 * never read the step context themselves.
 */
import {
  SKIP,
  button,
  choice,
  chooseCard as askForCard,
  ctxId,
  dieOptions,
  multi,
  notePlayerTargeting,
  noteTargeting,
} from '../../decisions';
import type { Run, Step } from '../../runner';
import { affectable } from './affect';
import { playersOf } from '../../sides';
import { cardData } from '../../context';
import type { PlayerId } from '../../state';

/** One declared choice: the step that asks it and the typed reading of its answer. */
export interface Chosen<T> {
  readonly ask: Step;
  /** The answer, or null: nothing to choose from, skipped, or the chosen card is gone. */
  of(g: Run): T | null;
}

type Text = string | ((g: Run) => string);

function textOf(g: Run, text: Text): string {
  return typeof text === 'function' ? text(g) : text;
}

export interface CardChoice {
  title: string;
  /** The cards that may be chosen now (an earlier choice may narrow them). */
  from: (g: Run) => string[];
  /** "you may": a Skip button. */
  optional?: boolean;
  /** Who chooses; the card's controller unless said. */
  by?: (g: Run) => PlayerId;
  /** `false`: a plain "choose", not "target": the chosen card is not targeted (Dealer's Choice). */
  targets?: boolean;
}

/**
 * Choose one card. Choosing an opponent's unit with a card's effect is targeting it (Golden
 * Veil and the like answer that).
 */
export function chooseCard(key: string, spec: CardChoice): Chosen<string> {
  const by = spec.by;
  return {
    // A card the effect may not affect (Spell Guard) is not offered.
    ask: askForCard(
      key,
      spec.title,
      (g) => affectable(g, spec.from(g)),
      (g) => ({
        optional: spec.optional === true,
        ...(by ? { player: by(g) } : {}),
        ...(spec.targets === false ? { targets: false } : {}),
      }),
    ),
    of: (g) => (g.state.cards[String(g.ctx[key])] ? ctxId(g, key) : null),
  };
}

export interface CardsChoice {
  title: Text;
  /** The cards that may be chosen. */
  from: (g: Run) => string[];
  /** How many: exactly this many (capped by what there is), or up to `max`. */
  count: { exactly: (g: Run) => number } | { max: (g: Run) => number };
}

/**
 * Choose several cards at once ("choose X allies", "up to 3 allies"). Each chosen opponent's
 * unit is targeted, as with `chooseCard`.
 */
export function chooseCards(key: string, spec: CardsChoice): Chosen<string[]> {
  return {
    ask: (g) => {
      const value = g.ctx[key];
      if (Array.isArray(value)) {
        if (g.ctx[`${key}:noted`] === undefined) {
          g.ctx[`${key}:noted`] = true;
          for (const card of value) if (typeof card === 'string') noteTargeting(g, card);
        }
        return;
      }
      const items = affectable(g, spec.from(g));
      const wanted = 'exactly' in spec.count ? spec.count.exactly(g) : spec.count.max(g);
      const count = Math.min(wanted, items.length);
      if (count <= 0) {
        g.ctx[key] = [];
        return;
      }
      return multi(
        key,
        textOf(g, spec.title),
        'exactly' in spec.count ? 'exactly' : 'upTo',
        items,
        {
          params: 'exactly' in spec.count ? { count } : { max: count },
          source: g.frame.source,
        },
      );
    },
    of: (g) => {
      const value = g.ctx[key];
      if (!Array.isArray(value)) return null;
      return value.filter(
        (v): v is string => typeof v === 'string' && g.state.cards[v] !== undefined,
      );
    },
  };
}

export interface ShownCardChoice {
  title: Text;
  /** The hidden cards shown to the chooser (a hand looked at, cards revealed from a pile). */
  from: (g: Run) => string[];
  optional?: boolean;
}

/**
 * Choose one of cards that are hidden from everyone else (a hand the chooser looks at, the top
 * of a draw pile): they are shown only in the chooser's prompt, as buttons with their name and
 * picture, never by their ids, so no other view can tell which they are.
 */
export function chooseShownCard(key: string, spec: ShownCardChoice): Chosen<string> {
  const shown = `${key}:shown`;
  return {
    ask: (g) => {
      if (g.ctx[key] !== undefined) return;
      const cards = spec.from(g);
      if (cards.length === 0) {
        g.ctx[key] = null;
        return;
      }
      g.ctx[shown] = cards;
      const buttons = cards.map((card, i) => {
        const stub = g.state.cards[card]?.stub ?? '';
        return button(String(i), cardData(g.context, stub).name, stub);
      });
      return choice(
        key,
        textOf(g, spec.title),
        [...buttons, ...(spec.optional === true ? [button(SKIP, 'Skip')] : [])],
        { source: g.frame.source, shows: cards },
      );
    },
    of: (g) => {
      const cards = g.ctx[shown];
      const index = Number(g.ctx[key]);
      if (!Array.isArray(cards) || !Number.isInteger(index)) return null;
      const card = cards[index];
      return typeof card === 'string' && g.state.cards[card] ? card : null;
    },
  };
}

function isOption<V extends string>(
  options: Readonly<Record<V, string>>,
  value: string,
): value is V {
  return Object.prototype.hasOwnProperty.call(options, value);
}

export interface OptionChoice<V extends string> {
  title: Text;
  /** Each answer and its button text. */
  options: Readonly<Record<V, string>>;
  /** Which answers are open now (all unless said). */
  only?: (g: Run, value: V) => boolean;
  /** Ask only when this holds; otherwise the answer is null. */
  when?: (g: Run) => boolean;
  by?: (g: Run) => PlayerId;
}

/** Choose one of named answers (buttons). */
export function chooseOption<V extends string>(key: string, spec: OptionChoice<V>): Chosen<V> {
  const values = Object.keys(spec.options).filter((v): v is V => isOption(spec.options, v));
  return {
    ask: (g) => {
      if (g.ctx[key] !== undefined) return;
      const open = values.filter((v) => spec.only?.(g, v) ?? true);
      if ((spec.when && !spec.when(g)) || open.length === 0) {
        g.ctx[key] = null;
        return;
      }
      return choice(
        key,
        textOf(g, spec.title),
        open.map((v) => button(v, spec.options[v])),
        { source: g.frame.source, ...(spec.by ? { player: spec.by(g) } : {}) },
      );
    },
    of: (g) => {
      const value = g.ctx[key];
      return typeof value === 'string' && isOption(spec.options, value) ? value : null;
    },
  };
}

/** "you may …": a yes/no question; `of` is true only for yes. */
export function mayChoose(
  key: string,
  spec: { title: Text; yes?: string; no?: string; when?: (g: Run) => boolean },
): Chosen<boolean> {
  const yesNo = chooseOption(key, {
    title: spec.title,
    options: { yes: spec.yes ?? 'Yes', no: spec.no ?? 'No' },
    ...(spec.when ? { when: spec.when } : {}),
  });
  return { ask: yesNo.ask, of: (g) => yesNo.of(g) === 'yes' };
}

/** Choose a number among those open now (e.g. "draw up to 2"). */
export function chooseNumber(
  key: string,
  spec: {
    title: Text;
    from: (g: Run) => number[];
    label?: (n: number) => string;
    by?: (g: Run) => PlayerId;
  },
): Chosen<number> {
  return {
    ask: (g) => {
      if (g.ctx[key] !== undefined) return;
      const numbers = spec.from(g);
      if (numbers.length === 0) {
        g.ctx[key] = null;
        return;
      }
      return choice(
        key,
        textOf(g, spec.title),
        numbers.map((n) => button(String(n), spec.label ? spec.label(n) : String(n))),
        { source: g.frame.source, ...(spec.by ? { player: spec.by(g) } : {}) },
      );
    },
    of: (g) => {
      const value = g.ctx[key];
      const n = typeof value === 'string' ? Number(value) : NaN;
      return Number.isInteger(n) ? n : null;
    },
  };
}

/** Choose one die among those open now; `decline` adds a button to choose none. */
export function chooseDie(
  key: string,
  spec: { title: Text; from: (g: Run) => string[]; decline?: string; by?: (g: Run) => PlayerId },
): Chosen<string> {
  return {
    ask: (g) => {
      if (g.ctx[key] !== undefined) return;
      const dice = spec.from(g);
      if (dice.length === 0) {
        g.ctx[key] = null;
        return;
      }
      return choice(
        key,
        textOf(g, spec.title),
        [...dieOptions(dice), ...(spec.decline ? [button(SKIP, spec.decline)] : [])],
        { source: g.frame.source, ...(spec.by ? { player: spec.by(g) } : {}) },
      );
    },
    of: (g) => {
      const value = g.ctx[key];
      return typeof value === 'string' && g.state.dice[value] ? value : null;
    },
  };
}

/**
 * Choose several dice at once ("re-roll up to 4 dice in a target opponent's active pool").
 * Dice are never targeted the way cards are, so nothing is noted.
 */
export function chooseDice(key: string, spec: CardsChoice): Chosen<string[]> {
  return {
    ask: (g) => {
      if (Array.isArray(g.ctx[key])) return;
      const dice = spec.from(g);
      const exact = 'exactly' in spec.count;
      const count = Math.min(
        'exactly' in spec.count ? spec.count.exactly(g) : spec.count.max(g),
        dice.length,
      );
      if (count <= 0) {
        g.ctx[key] = [];
        return;
      }
      return multi(key, textOf(g, spec.title), exact ? 'exactly' : 'upTo', dice, {
        params: exact ? { count } : { max: count },
        source: g.frame.source,
      });
    },
    of: (g) => {
      const value = g.ctx[key];
      if (!Array.isArray(value)) return null;
      return value.filter(
        (v): v is string => typeof v === 'string' && g.state.dice[v] !== undefined,
      );
    },
  };
}

/**
 * Choose a player: the chooser sees "Me" and the other players' names. Choosing an opponent
 * with a card's effect targets them ("a target opponent"), unless `targets: false` (a plain
 * "choose a player" does not target, rules §15).
 */
export function choosePlayer(
  key: string,
  spec: {
    title: Text;
    only?: (g: Run, player: PlayerId) => boolean;
    optional?: boolean;
    targets?: boolean;
  },
): Chosen<PlayerId> {
  return {
    ask: (g) => {
      if (g.ctx[key] !== undefined) {
        // Choosing an opponent with a card's effect is targeting them (Vanish answers that).
        const chosen = playersOf(g.state).find((p) => p === g.ctx[key]);
        if (chosen && spec.targets !== false) notePlayerTargeting(g, chosen);
        return;
      }
      const open = playersOf(g.state).filter((p) => spec.only?.(g, p) ?? true);
      if (open.length === 0) {
        g.ctx[key] = null;
        return;
      }
      return choice(
        key,
        textOf(g, spec.title),
        [
          ...open.map((p) => button(p, p === g.me ? 'Me' : g.state.players[p].name)),
          ...(spec.optional === true ? [button(SKIP, 'Skip')] : []),
        ],
        { source: g.frame.source },
      );
    },
    of: (g) => playersOf(g.state).find((p) => p === g.ctx[key]) ?? null,
  };
}

/**
 * A value a step works out and a later step reads back (e.g. a stub or a count taken before
 * the card it came from leaves play).
 */
export interface Remembered<T> {
  set(g: Run, value: T): void;
  of(g: Run): T | null;
}

export function rememberNumber(key: string): Remembered<number> {
  return {
    set: (g, value) => {
      g.ctx[key] = value;
    },
    of: (g) => {
      const value = g.ctx[key];
      return typeof value === 'number' ? value : null;
    },
  };
}

export function rememberText(key: string): Remembered<string> {
  return {
    set: (g, value) => {
      g.ctx[key] = value;
    },
    of: (g) => {
      const value = g.ctx[key];
      return typeof value === 'string' ? value : null;
    },
  };
}

export function rememberCards(key: string): Remembered<string[]> {
  return {
    set: (g, value) => {
      g.ctx[key] = [...value];
    },
    of: (g) => {
      const value = g.ctx[key];
      return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : null;
    },
  };
}
