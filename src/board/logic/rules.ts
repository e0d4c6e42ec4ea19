import type { CardView, GameView, PlayerView } from '../../protocol/game-view';

/** Texts of game-board.md section 4 for leaving and conceding. */
export const LEAVE_UNFINISHED_TEXT =
  'Your game is not finished. If you leave you will concede the game. Are you sure you want to leave?';
export const CONCEDE_TEXT = 'Are you sure you want to concede this game?';
export const RESTART_PRACTICE_TEXT =
  'Restart this practice game? It ends this game and starts a new one with the same decks, the same opponent and level, and a new shuffle.';

export type LeaveAction =
  /** Leave at once: spectator, replay, finished game, or the opponent is gone. */
  | { kind: 'leave'; confirm: null }
  /** Leave after confirming (an unfinished game that cannot be conceded, e.g. solo). */
  | { kind: 'leave'; confirm: string }
  | { kind: 'concede'; confirm: string };

export function opponentOf(view: GameView, name: string | null): PlayerView | null {
  return Object.values(view.players).find((p) => p.name !== name) ?? null;
}

export function isFinished(view: GameView): boolean {
  return Boolean(view.winner) || Boolean(view.finishedAt);
}

/** Whether the header shows Leave or Concede, and what to ask first. */
export function leaveAction(view: GameView): LeaveAction {
  const me = view.viewer ? view.players[view.viewer] : undefined;
  const opponent = opponentOf(view, view.viewer);
  const opponentGone = !opponent || opponent.left || opponent.disconnected;
  if (!me || view.isReplay || isFinished(view) || opponentGone) {
    return { kind: 'leave', confirm: null };
  }
  if (!view.solo) return { kind: 'concede', confirm: CONCEDE_TEXT };
  return { kind: 'leave', confirm: LEAVE_UNFINISHED_TEXT };
}

/** Spectators see the first player's view (the view's first player entry when none is ours). */
export function perspective(view: GameView): {
  me: PlayerView | null;
  opponent: PlayerView | null;
} {
  const players = Object.values(view.players);
  const me = (view.viewer ? view.players[view.viewer] : undefined) ?? players[0] ?? null;
  const opponent = players.find((p) => p !== me) ?? null;
  return { me, opponent };
}

/** A card anywhere on the table by uuid (Phoenixborn, piles, attached upgrades). */
export function findCard(view: GameView, uuid: string): CardView | null {
  for (const p of Object.values(view.players)) {
    if (p.phoenixborn.uuid === uuid) return p.phoenixborn;
    for (const list of Object.values(p.cardPiles) as CardView[][]) {
      for (const c of list) {
        if (c.uuid === uuid) return c;
        const up = c.upgrades.find((u) => u.uuid === uuid);
        if (up) return up;
      }
    }
  }
  return null;
}

/** A face-up card of the given stub anywhere on the table (for pictures of prompt buttons). */
export function findCardByStub(view: GameView, stub: string): CardView | null {
  for (const p of Object.values(view.players)) {
    if (p.phoenixborn.code === stub) return p.phoenixborn;
    for (const list of Object.values(p.cardPiles) as CardView[][]) {
      const found = list.find((c) => !c.facedown && c.code === stub);
      if (found) return found;
    }
  }
  return null;
}

export function isSpectator(view: GameView): boolean {
  return !view.viewer || !view.players[view.viewer];
}

/** Popup groups: cards by group name, titles sorted alphabetically (ungrouped first). */
export function groupCards(cards: readonly CardView[]): { title: string; cards: CardView[] }[] {
  const groups = new Map<string, CardView[]>();
  for (const card of cards) {
    const title = card.group ?? '';
    const list = groups.get(title) ?? [];
    list.push(card);
    groups.set(title, list);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([title, list]) => ({ title, cards: list }));
}

/**
 * A pile popup is open when the user opened it by hand, or else whenever a card inside is
 * selectable (it closes again when none is).
 */
export function popupOpen(cards: readonly CardView[], openedByHand: boolean): boolean {
  return openedByHand || cards.some((c) => c.selectable);
}

/**
 * Popups closed by hand while their pile held selectable cards: such a dismissal holds only while
 * the pile still holds a selectable card, so the next selection opens the popup again.
 */
export function keepDismissals(
  dismissed: readonly string[],
  stillSelectable: (key: string) => boolean,
): string[] {
  return dismissed.filter(stillSelectable);
}

/**
 * Whether a pile is itself a choice of the prompt: the viewer's own draw pile while the view
 * says they may select it (canSelectDeck). A click then sends pileClicked instead of toggling
 * the popup.
 */
export function pileIsChoice(player: PlayerView, pile: string, ownRow: boolean): boolean {
  return ownRow && pile === 'deck' && player.canSelectDeck === true;
}

export const HAND_PAGE_SIZE = 5;

/** The window of at most 5 hand cards to show, from a first index clamped into range. */
export function handWindow(count: number, first: number): { first: number; last: number } {
  const maxFirst = Math.max(0, count - HAND_PAGE_SIZE);
  const start = Math.min(Math.max(0, first), maxFirst);
  return { first: start, last: Math.min(count, start + HAND_PAGE_SIZE) };
}

export const CARD_SIZES = [
  { name: 'small', scale: 0.6 },
  { name: 'normal', scale: 1 },
  { name: 'large', scale: 1.4 },
  { name: 'x-large', scale: 2 },
] as const;
export type CardSizeName = (typeof CARD_SIZES)[number]['name'];
export const BASE_CARD = { width: 65, height: 91 } as const;
/**
 * How much larger than the base card a pile popup draws a card of scale 1: 65x91 CSS pixels is
 * too small to read on a 1920x1080 board. (The table's cards are as large as the table allows,
 * `layout/layout.ts`.)
 */
export const TABLE_CARD_SCALE = 1.3;

/** One size step up or down, stopping at the ends. */
export function stepCardSize(current: CardSizeName, step: 1 | -1): CardSizeName {
  const index = CARD_SIZES.findIndex((s) => s.name === current);
  const next = Math.min(CARD_SIZES.length - 1, Math.max(0, index + step));
  return CARD_SIZES[next]?.name ?? 'normal';
}

export function cardScale(size: CardSizeName): number {
  return CARD_SIZES.find((s) => s.name === size)?.scale ?? 1;
}

/** Within 20 px of the bottom, the chat keeps following new messages. */
export const CHAT_SCROLL_THRESHOLD_PX = 20;
export function nearBottom(scrollTop: number, clientHeight: number, scrollHeight: number) {
  return scrollHeight - (scrollTop + clientHeight) <= CHAT_SCROLL_THRESHOLD_PX;
}

/** Dice boxes use a 'half' layout under 6 dice. */
export function diceLayout(count: number): 'half' | 'full' {
  return count < 6 ? 'half' : 'full';
}

/** More than 2 counters on a card use the many-counters style. */
export function counterStyle(counters: number): 'many' | 'few' {
  return counters > 2 ? 'many' : 'few';
}

/** Tokens shown in the inspector: no damage on Ready Spells, redRains only on Chimera. */
export function inspectorTokens(type: string | undefined): string[] {
  const tokens = ['damage', 'exhaustion', 'status', 'redRains'];
  return tokens.filter(
    (t) => !(t === 'damage' && type === 'Ready Spell') && !(t === 'redRains' && type !== 'Chimera'),
  );
}
