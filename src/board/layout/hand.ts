/**
 * Our hand row: at most 5 cards with arrows to the rest, and beside them the prompt's dock (the
 * place of the prompt panel, on the left-mode side), so the prompt's title and buttons sit next
 * to the cards they are usually about.
 */
import { HAND_PAGE_SIZE, handWindow } from '../logic/rules';
import type { Rect, Spacing } from './geometry';
import { addCard } from './place';
import type { RowContext } from './place';

/** The width of a hand arrow (DOM buttons, `ui/overlays/HandArrows.tsx`). */
export const HAND_ARROW_WIDTH = 28;
/** The prompt dock's narrowest width: a readable title and buttons with full labels. */
export const PROMPT_MIN_WIDTH = 280;
/** The dock's width where the row has room: the hand moves aside for it up to this. */
export const PROMPT_COMFORT_WIDTH = 400;
/** Wider than this, a prompt's lines get long to read; the dock stays by the hand. */
export const PROMPT_MAX_WIDTH = 460;

/**
 * The prompt dock's least height: the phase's title lines, the prompt's title and two rows of
 * buttons. A hand row lower than this grows to it (its cards stay at the top).
 */
export const PROMPT_MIN_HEIGHT = 152;

export type PromptSide = 'left' | 'right';

/** The hand row's height with cards `cardH` tall, with or without the prompt's dock. */
export function handRowHeight(cardH: number, docked: boolean): number {
  return docked ? Math.max(cardH, PROMPT_MIN_HEIGHT) : cardH;
}

/** The width of the hand row with cards `cardW` wide (and the prompt dock at its least). */
export function handRowWidth(cardW: number, sp: Spacing, docked: boolean): number {
  const hand = HAND_PAGE_SIZE * (cardW + sp.gap) - sp.gap;
  const arrows = 2 * (HAND_ARROW_WIDTH + sp.gap);
  const dock = docked ? PROMPT_MIN_WIDTH + sp.gap : 0;
  return sp.gap + hand + arrows + dock + sp.gap;
}

/** The widest card with which the hand row fits in `width`. */
export function handRowCardWidth(width: number, sp: Spacing, docked: boolean): number {
  const fixed = handRowWidth(0, sp, docked);
  return (width - fixed) / HAND_PAGE_SIZE;
}

/**
 * Lays out the hand row at `y`: the hand centred unless the prompt's side needs more room, the
 * dock beside its arrow (as wide as the side allows, up to PROMPT_MAX_WIDTH; at least
 * PROMPT_MIN_WIDTH, which the card size leaves room for).
 */
export function layoutHand(
  ctx: RowContext,
  y: number,
  width: number,
  cardW: number,
  cardH: number,
  first: number,
  promptSide: PromptSide | null,
): void {
  const hand = ctx.player.cardPiles.hand;
  const gap = ctx.sp.gap;
  const win = handWindow(hand.length, first);
  const shown = hand.slice(win.first, win.last);
  const rowW = HAND_PAGE_SIZE * (cardW + gap) - gap;
  const side = HAND_ARROW_WIDTH + gap;
  let x0 = (width - rowW) / 2;
  if (promptSide) {
    // Room between the table's edge and the arrow on the dock's side; the hand moves away
    // from the dock until it has its comfortable width (or the hand reaches the other edge).
    const room = x0 - side - 2 * gap;
    const shift = Math.max(0, PROMPT_COMFORT_WIDTH - room);
    x0 =
      promptSide === 'left'
        ? Math.min(x0 + shift, width - gap - side - rowW)
        : Math.max(x0 - shift, gap + side);
  }
  shown.forEach((card, i) => {
    addCard(ctx, card, 'hand', { x: x0 + i * (cardW + gap), y, w: cardW, h: cardH }, 500 + i);
  });
  const out = ctx.out;
  out.hand = {
    first: win.first,
    last: win.last,
    count: hand.length,
    prev: win.first > 0 ? { x: x0 - side, y, w: HAND_ARROW_WIDTH, h: cardH } : null,
    next: win.last < hand.length ? { x: x0 + rowW + gap, y, w: HAND_ARROW_WIDTH, h: cardH } : null,
  };
  out.prompt = promptSide
    ? promptDock(promptSide, x0, rowW, side, y, width, handRowHeight(cardH, true), gap)
    : null;
  out.zones.push({
    x: x0,
    y,
    w: rowW,
    h: cardH,
    pile: 'hand',
    owner: ctx.player.name,
    ownRow: ctx.mine,
  });
  out.areas.push({ x: x0 - 4, y: y - 4, w: rowW + 8, h: cardH + 8, label: 'Hand', mine: true });
}

function promptDock(
  promptSide: PromptSide,
  x0: number,
  rowW: number,
  side: number,
  y: number,
  width: number,
  rowH: number,
  gap: number,
): Rect {
  const free = promptSide === 'left' ? x0 - side - 2 * gap : width - (x0 + rowW + side) - 2 * gap;
  const w = Math.max(0, Math.min(PROMPT_MAX_WIDTH, free));
  const x = promptSide === 'left' ? x0 - side - gap - w : x0 + rowW + side + gap;
  return { x, y, w, h: rowH };
}
