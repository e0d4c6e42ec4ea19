/**
 * The counters a card on the table shows (game-board.md section 3, Counter): its own tokens,
 * the lasting effects the view lists, and the tokens of the upgrades attached beneath it, which
 * would otherwise be hidden under the host. Each carries the style it is drawn in.
 */
import type { CardView, CounterView } from '../../protocol/game-view';
import { counterStyle } from './rules';

export const TOKEN_ORDER = ['damage', 'exhaustion', 'status', 'redRains'] as const;

const TOKEN_SHORT_NAMES: Record<(typeof TOKEN_ORDER)[number], string> = {
  damage: 'DMG',
  exhaustion: 'EXH',
  status: 'STS',
  redRains: 'RR',
};

/** A card's tokens in the order they are drawn, zero counts left out. */
export function tokenList(card: Pick<CardView, 'tokens'>): [string, number][] {
  const out: [string, number][] = [];
  for (const name of TOKEN_ORDER) {
    const count = card.tokens[name] ?? 0;
    if (count > 0) out.push([name, count]);
  }
  return out;
}

function tokenCounters(card: CardView, fade: boolean): CounterView[] {
  return tokenList(card).map(([name, count]) => ({
    name,
    count,
    showValue: true,
    shortName: TOKEN_SHORT_NAMES[name as (typeof TOKEN_ORDER)[number]],
    // Damage that has reached the card's life has used the card up.
    ...(name === 'damage' && card.life !== undefined && count >= card.life && card.life > 0
      ? { broken: true }
      : {}),
    ...(fade ? { fade: true } : {}),
  }));
}

/** How many cards lie under the card (face-down ones included), drawn as a counter. */
function underneathCounter(card: CardView): CounterView[] {
  const count = card.childCards.length;
  return count > 0 ? [{ name: 'underneath', count, showValue: true, shortName: 'UND' }] : [];
}

/**
 * Everything drawn on a card: tokens, effect counters, the cards under it, then its upgrades'
 * tokens faded.
 */
export function cardCounters(card: CardView): CounterView[] {
  return [
    ...tokenCounters(card, false),
    ...(card.counters ?? []),
    ...underneathCounter(card),
    ...card.upgrades.flatMap((upgrade) => tokenCounters(upgrade, true)),
  ];
}

/** The text on a counter's badge: its count, or its short name for a marker. */
export function counterText(counter: CounterView): string {
  if (counter.showValue === false) return counter.shortName ?? counter.name.slice(0, 3);
  if (counter.name === 'attack' && counter.count > 0) return `+${counter.count}`;
  return String(counter.count);
}

export interface CounterMark {
  name: string;
  text: string;
  fade: boolean;
  cancel: boolean;
  broken: boolean;
}

/** How a card's counters are drawn: each badge's text and styles, and the many-counters row. */
export function counterMarks(counters: readonly CounterView[]): {
  many: boolean;
  marks: CounterMark[];
} {
  return {
    many: counterStyle(counters.length) === 'many',
    marks: counters.map((c) => ({
      name: c.name,
      text: counterText(c),
      fade: Boolean(c.fade),
      cancel: Boolean(c.cancel),
      broken: Boolean(c.broken),
    })),
  };
}
