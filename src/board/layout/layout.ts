/**
 * Where everything on the table goes: a pure function from a game view and the canvas size to
 * rectangles for cards, dice, piles and drop zones. The scene draws these; hit testing and
 * drag and drop read them; the DOM overlays position pile labels and hand controls with them.
 */
import type { PileName } from '../../protocol/game';
import type { CardView, GameView, PlayerView } from '../../protocol/game-view';
import { BASE_CARD, diceLayout, perspective } from '../logic/rules';
import { NORMAL_SPACING, SPELLBOARD_VISIBLE, UPGRADE_MARGIN, spacingOf } from './geometry';
import type { BoardLayout, LayoutOptions, Rect, Spacing } from './geometry';
import { PROMPT_MIN_HEIGHT, handRowCardWidth, handRowHeight, layoutHand } from './hand';
import { addCard, cardExtra } from './place';
import type { RowContext } from './place';
import { pileCards, pileLabel, spellboardSlots } from './piles';

// The layout's shapes, pile helpers and hit testing live beside it; importers reach them here.
export * from './geometry';
export * from './piles';
export * from './hit-test';
export { ATTACHED_DIE_SCALE } from './place';
export { HAND_ARROW_WIDTH, PROMPT_MAX_WIDTH, PROMPT_MIN_HEIGHT, PROMPT_MIN_WIDTH } from './hand';
export type { PromptSide } from './hand';

/** The card size multiplier the streamer view asks for (x-large), as far as the window allows. */
export const STREAMER_CARD_SCALE = 2;

/** Largest card scale (≤ max) at which `n` cards (with upgrades) fit in rows inside `area`. */
export function fitCardsScale(
  cards: readonly CardView[],
  area: { w: number; h: number },
  baseW: number,
  baseH: number,
  sp: Spacing = NORMAL_SPACING,
): number {
  if (cards.length === 0) return 1;
  for (let s = 1; s > 0.3; s -= 0.04) {
    const height = flowHeight(cards, area.w, baseW * s, baseH * s, sp);
    if (height <= area.h) return s;
  }
  return 0.3;
}

function flowHeight(
  cards: readonly CardView[],
  width: number,
  w: number,
  h: number,
  sp: Spacing,
): number {
  const cols = Math.max(1, Math.floor((width + sp.gap) / (w + sp.gap)));
  let total = 0;
  for (let i = 0; i < cards.length; i += cols) {
    const row = cards.slice(i, i + cols);
    total += h + Math.max(0, ...row.map(cardExtra)) + sp.rowGap;
  }
  return total - sp.rowGap;
}

/** Cards flowed in centred rows within `area`. */
function layoutPlayArea(ctx: RowContext, area: Rect, cardW: number, cardH: number): void {
  const cards = ctx.player.cardPiles.cardsInPlay;
  const { gap, rowGap } = ctx.sp;
  const s = fitCardsScale(cards, area, cardW, cardH, ctx.sp);
  const w = cardW * s;
  const h = cardH * s;
  const cols = Math.max(1, Math.floor((area.w + gap) / (w + gap)));
  const rows: CardView[][] = [];
  for (let i = 0; i < cards.length; i += cols) rows.push(cards.slice(i, i + cols));
  const heights = rows.map((row) => h + Math.max(0, ...row.map(cardExtra)));
  const total = heights.reduce((a, b) => a + b + rowGap, -rowGap);
  // Our rows grow downward from the middle line; the opponent's upward, mirrored.
  let y = ctx.mine ? area.y : area.y + area.h - total;
  rows.forEach((row, r) => {
    const rowW = row.length * (w + gap) - gap;
    let x = area.x + (area.w - rowW) / 2;
    const extra = Math.max(0, ...row.map(cardExtra));
    row.forEach((card, c) => {
      addCard(ctx, card, 'play area', { x, y: y + extra, w, h }, 100 + r * cols + c);
      x += w + gap;
    });
    y += (heights[r] ?? h) + rowGap;
  });
  ctx.out.zones.push({ ...area, pile: 'play area', owner: ctx.player.name, ownRow: ctx.mine });
  ctx.out.areas.push({ ...area, label: '', mine: ctx.mine });
}

function addPile(
  ctx: RowContext,
  pile: PileName,
  x: number,
  y: number,
  w: number,
  h: number,
): number {
  const cards = pileCards(ctx.player, pile);
  const count = pile === 'deck' ? ctx.player.numDeckCards : cards.length;
  const top = pile === 'deck' ? null : (cards[cards.length - 1] ?? null);
  ctx.out.piles.push({
    x,
    y,
    w,
    h,
    pile,
    owner: ctx.player.name,
    ownRow: ctx.mine,
    label: pileLabel(pile),
    count,
    top,
    faceDown: pile === 'deck' || pile === 'hand',
  });
  ctx.out.zones.push({ x, y, w, h, pile, owner: ctx.player.name, ownRow: ctx.mine });
  return x + w + ctx.sp.gap;
}

function layoutDice(ctx: RowContext, x: number, y: number, rowH: number, size: number): number {
  const dice = ctx.player.dice.filter((d) => d.location === 'active' || d.location === 'exhausted');
  const perRow =
    diceLayout(dice.length) === 'half' ? Math.max(1, dice.length) : Math.ceil(dice.length / 2);
  const rows = Math.max(1, Math.ceil(dice.length / Math.max(1, perRow)));
  const pad = ctx.sp.dicePad;
  const totalH = rows * size + (rows - 1) * pad;
  const top = y + (rowH - totalH) / 2;
  dice.forEach((die, i) => {
    const col = i % perRow;
    const row = Math.floor(i / perRow);
    ctx.out.dice.push({
      x: x + col * (size + pad),
      y: top + row * (size + pad),
      w: size,
      h: size,
      die,
      owner: ctx.player.name,
      ownRow: ctx.mine,
    });
  });
  const width = Math.max(ctx.sp.diceColumns, perRow) * (size + pad) - pad;
  return x + width + ctx.sp.gap * 2;
}

/** Dice, Phoenixborn, spellboard, then the piles. */
function layoutHomeRow(ctx: RowContext, y: number, width: number, cardW: number, cardH: number) {
  const { gap, spellStack } = ctx.sp;
  let x = gap;
  x = layoutDice(ctx, x, y, cardH, Math.round(cardH * DIE_SHARE));
  const pb = ctx.player.phoenixborn;
  addCard(ctx, pb, 'play area', { x, y, w: cardW, h: cardH }, 50);
  x += cardW + gap * 2;
  const spellStart = x;
  spellboardSlots(ctx.player.cardPiles.spells).forEach((slot, s) => {
    const shown = slot.slice(0, SPELLBOARD_VISIBLE);
    // Focus stacking: the first card of a slot on top, the others peeking out to its right.
    shown.forEach((card, i) => {
      const offset = (shown.length - 1 - i) * spellStack;
      addCard(
        ctx,
        card,
        'spellboard',
        { x: x + offset, y, w: cardW, h: cardH },
        60 + s * 3 + (shown.length - i),
      );
    });
    slot.slice(SPELLBOARD_VISIBLE).forEach((card) => {
      addCard(ctx, card, 'spellboard', { x, y, w: cardW, h: cardH }, 60 + s * 3);
    });
    x += cardW + (shown.length - 1) * spellStack + gap;
  });
  const spellEnd = Math.max(x, spellStart + cardW);
  ctx.out.zones.push({
    x: spellStart,
    y,
    w: spellEnd - spellStart,
    h: cardH,
    pile: 'spellboard',
    owner: ctx.player.name,
    ownRow: ctx.mine,
  });
  ctx.out.areas.push({
    x: spellStart - 4,
    y: y - 4,
    w: spellEnd - spellStart + 4,
    h: cardH + 8,
    label: 'Spellboard',
    mine: ctx.mine,
  });
  // Piles sit at the right end of the row.
  const piles: PileName[] = ctx.mine
    ? ['discard', 'deck', 'archives', 'purged']
    : ['hand', 'discard', 'deck', 'archives', 'purged'];
  let px = Math.max(spellEnd + gap, width - piles.length * (cardW + gap));
  for (const pile of piles) px = addPile(ctx, pile, px, y, cardW, cardH);
}

/** A layout of the given size with nothing placed yet. */
function emptyLayout(width: number, height: number, spacing: Spacing): BoardLayout {
  return {
    width,
    height,
    cardW: 0,
    cardH: 0,
    cards: [],
    dice: [],
    piles: [],
    zones: [],
    hand: { first: 0, last: 0, count: 0, prev: null, next: null },
    areas: [],
    prompt: null,
    spacing,
  };
}

/**
 * The rows of units each play area keeps room for, by the card size setting's scale: small
 * cards leave room for more, larger ones for less (units then shrink a little as they come in;
 * a crowded battlefield takes room from the home rows, `balancedCardHeight`).
 */
const PLAY_ROWS: readonly (readonly [scale: number, rows: number])[] = [
  [0.6, 1.6],
  [1, 1],
  [1.4, 0.9],
  [2, 0.8],
];

/** The rows of units each play area keeps room for at a card size scale (interpolated). */
export function playRows(cardScale: number): number {
  const first = PLAY_ROWS[0] as readonly [number, number];
  const last = PLAY_ROWS[PLAY_ROWS.length - 1] as readonly [number, number];
  if (cardScale <= first[0]) return first[1];
  for (let i = 1; i < PLAY_ROWS.length; i += 1) {
    const [s0, r0] = PLAY_ROWS[i - 1] as readonly [number, number];
    const [s1, r1] = PLAY_ROWS[i] as readonly [number, number];
    if (cardScale <= s1) return r0 + ((cardScale - s0) / (s1 - s0)) * (r1 - r0);
  }
  return last[1];
}

function cardHeightOf(cardW: number): number {
  return (cardW * BASE_CARD.height) / BASE_CARD.width;
}

/** A pool die's share of the card height (two rows of them fill most of the home row). */
export const DIE_SHARE = 0.36;

/** The width a player's home row takes with cards `cardW` wide. */
function homeRowWidth(player: PlayerView, mine: boolean, cardW: number, sp: Spacing): number {
  const scratch = emptyLayout(0, 0, sp);
  scratch.cardW = cardW;
  const cardH = (cardW * BASE_CARD.height) / BASE_CARD.width;
  // With no width to fill, the piles follow the spellboard directly: the row's natural width.
  layoutHomeRow({ out: scratch, player, mine, sp }, 0, 0, cardW, cardH);
  return Math.max(0, ...scratch.piles.map((p) => p.x + p.w)) + sp.gap;
}

/** The tallest card with which the player's home row fits in `width` (the row grows linearly). */
function homeRowCardHeight(player: PlayerView, mine: boolean, width: number, sp: Spacing): number {
  const small = homeRowWidth(player, mine, 50, sp);
  const large = homeRowWidth(player, mine, 100, sp);
  const perPx = (large - small) / 50;
  return cardHeightOf(50 + (width - small) / perPx - 1);
}

/** Each play area's height when home and hand cards are `cardH` tall. */
function playAreaHeight(height: number, cardH: number, sp: Spacing, docked: boolean): number {
  return (height - 2 * (cardH + UPGRADE_MARGIN) - handRowHeight(cardH, docked) - 6 * sp.rowGap) / 2;
}

/**
 * The tallest card with which each play area keeps `rows` card heights free, with the hand row
 * at least as tall as the prompt's dock needs.
 */
function heightBudget(height: number, rows: number, sp: Spacing, docked: boolean): number {
  const free = height - 6 * sp.rowGap - 2 * UPGRADE_MARGIN;
  const cardH = free / (3 + 2 * rows);
  if (!docked || cardH >= PROMPT_MIN_HEIGHT) return cardH;
  return (free - PROMPT_MIN_HEIGHT) / (2 + 2 * rows);
}

/** Units in play shrink no further than this share of the home cards before those shrink too. */
export const LEAST_UNIT_SHARE = 0.75;

/**
 * The card height from `largest` down (in steps of 4 %, to about 60 % of it at most) at which the
 * units of a crowded play area are still LEAST_UNIT_SHARE of the home cards: a full battlefield
 * takes room from the home rows and the hand instead of its units becoming tiny.
 */
function balancedCardHeight(
  largest: number,
  areas: readonly (readonly CardView[])[],
  o: LayoutOptions,
  sp: Spacing,
  docked: boolean,
): number {
  const areaW = o.width - 2 * sp.gap;
  let cardH = largest;
  for (let step = 0; step < 12; step += 1) {
    const cardW = (cardH * BASE_CARD.width) / BASE_CARD.height;
    const area = { w: areaW, h: playAreaHeight(o.height, cardH, sp, docked) };
    const scale = Math.min(
      1,
      ...areas.map((cards) => fitCardsScale(cards, area, cardW, cardH, sp)),
    );
    if (scale >= LEAST_UNIT_SHARE) break;
    cardH = Math.max(40, cardH * 0.96);
  }
  return cardH;
}

export function computeLayout(view: GameView, o: LayoutOptions): BoardLayout {
  const sp = spacingOf(o.compact === true || o.streamer === true);
  const { gap, rowGap } = sp;
  const out = emptyLayout(o.width, o.height, sp);
  const { me, opponent } = perspective(view);
  // Rows, top to bottom: opponent home, opponent play area, our play area, our home, our hand.
  // Cards are as large as the table allows: the card size setting chooses how many rows of
  // units each play area keeps room for (larger cards, fewer rows), and both home rows and the
  // hand row (with the prompt's dock) fit across.
  const promptSide = me && view.viewer === me.name ? (o.promptSide ?? null) : null;
  const docked = promptSide !== null;
  // Streamer view: the fewest rows of units of any card size, so the largest cards.
  const scale = o.streamer ? Math.max(o.cardScale, STREAMER_CARD_SCALE) : o.cardScale;
  const widthBudget = Math.min(
    ...[me, opponent].flatMap((p) =>
      p ? [homeRowCardHeight(p, p === me && view.viewer === p.name, o.width, sp)] : [],
    ),
    me ? cardHeightOf(handRowCardWidth(o.width, sp, docked)) : Infinity,
  );
  const cardH = balancedCardHeight(
    Math.max(40, Math.min(heightBudget(o.height, playRows(scale), sp, docked), widthBudget)),
    [me, opponent].flatMap((p) => (p ? [p.cardPiles.cardsInPlay] : [])),
    o,
    sp,
    docked,
  );
  const cardW = (cardH * BASE_CARD.width) / BASE_CARD.height;
  out.cardW = cardW;
  out.cardH = cardH;
  const homeH = cardH + UPGRADE_MARGIN;
  const playH = playAreaHeight(o.height, cardH, sp, docked);
  let y = rowGap;
  if (opponent) {
    const ctx = { out, player: opponent, mine: false, sp };
    layoutHomeRow(ctx, y + UPGRADE_MARGIN, o.width, cardW, cardH);
    layoutPlayArea(
      ctx,
      { x: gap, y: y + homeH + rowGap, w: o.width - 2 * gap, h: playH },
      cardW,
      cardH,
    );
  }
  y += homeH + rowGap + playH + rowGap;
  if (me) {
    const ctx = { out, player: me, mine: view.viewer === me.name, sp };
    layoutPlayArea(ctx, { x: gap, y, w: o.width - 2 * gap, h: playH }, cardW, cardH);
    y += playH + rowGap;
    layoutHomeRow(ctx, y + UPGRADE_MARGIN, o.width, cardW, cardH);
    y += homeH + rowGap;
    layoutHand(ctx, y, o.width, cardW, cardH, o.handFirst, promptSide);
  }
  out.cards.sort((a, b) => a.z - b.z);
  return out;
}
