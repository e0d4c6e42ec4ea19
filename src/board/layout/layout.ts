/**
 * Where everything on the table goes: a pure function from a game view and the canvas size to
 * rectangles for cards, dice, piles and drop zones. The scene draws these; hit testing and
 * drag and drop read them; the DOM overlays position pile labels and hand controls with them.
 */
import type { PileName } from '../../protocol/game';
import type { CardView, GameView, PlayerView } from '../../protocol/game-view';
import {
  BASE_CARD,
  HAND_PAGE_SIZE,
  TABLE_CARD_SCALE,
  diceLayout,
  handWindow,
  perspective,
} from '../logic/rules';
import { NORMAL_SPACING, SPELLBOARD_VISIBLE, UPGRADE_MARGIN, spacingOf } from './geometry';
import type { BoardLayout, LayoutOptions, Rect, Spacing } from './geometry';
import { pileCards, pileLabel, spellboardSlots } from './piles';

// The layout's shapes, pile helpers and hit testing live beside it; importers reach them here.
export * from './geometry';
export * from './piles';
export * from './hit-test';

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

function cardExtra(card: CardView): number {
  return card.upgrades.length * UPGRADE_MARGIN;
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

interface RowContext {
  out: BoardLayout;
  player: PlayerView;
  mine: boolean;
  sp: Spacing;
}

function addCard(ctx: RowContext, card: CardView, pile: PileName, rect: Rect, z: number): void {
  const owner = ctx.player.name;
  const ownRow = ctx.mine;
  // Upgrades peek out above their host, 15 px apart, drawn beneath it.
  const ups = card.upgrades;
  for (let i = 0; i < ups.length; i += 1) {
    const upgrade = ups[i] as CardView;
    const offset = (ups.length - i) * UPGRADE_MARGIN;
    ctx.out.cards.push({
      x: rect.x,
      y: rect.y - offset,
      w: rect.w,
      h: rect.h,
      card: upgrade,
      pile,
      owner,
      ownRow,
      z: z * 10 + i,
      host: card.uuid,
    });
  }
  ctx.out.cards.push({
    x: rect.x,
    y: rect.y,
    w: rect.w,
    h: rect.h,
    card,
    pile,
    owner,
    ownRow,
    z: z * 10 + 9,
  });
  addAttachedDice(ctx, card, rect);
}

/** An attached die's share of its card's width. */
export const ATTACHED_DIE_SCALE = 0.26;

/**
 * Dice attached to a card (its own and its upgrades', which lie beneath it) sit in rows on the
 * card's top edge, small, left of the chain icon's corner; the dice layer draws them above cards.
 */
function addAttachedDice(ctx: RowContext, card: CardView, rect: Rect): void {
  const dice = [...card.dieUpgrades, ...card.upgrades.flatMap((u) => u.dieUpgrades)];
  if (dice.length === 0) return;
  const size = Math.max(10, Math.round(rect.w * ATTACHED_DIE_SCALE));
  const inset = Math.max(2, Math.round(rect.w * 0.04));
  const pad = 2;
  // The top right corner stays free for the chain icon.
  const room = rect.w * 0.78 - inset;
  const perRow = Math.max(1, Math.floor((room + pad) / (size + pad)));
  dice.forEach((die, i) => {
    ctx.out.dice.push({
      x: rect.x + inset + (i % perRow) * (size + pad),
      y: rect.y + inset + Math.floor(i / perRow) * (size + pad),
      w: size,
      h: size,
      die,
      owner: ctx.player.name,
      ownRow: ctx.mine,
      host: card.uuid,
    });
  });
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
  x = layoutDice(ctx, x, y, cardH, Math.round(cardH * 0.3));
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

function layoutHand(
  ctx: RowContext,
  y: number,
  width: number,
  cardW: number,
  cardH: number,
  first: number,
) {
  const hand = ctx.player.cardPiles.hand;
  const gap = ctx.sp.gap;
  const win = handWindow(hand.length, first);
  const shown = hand.slice(win.first, win.last);
  const rowW = HAND_PAGE_SIZE * (cardW + gap) - gap;
  const x0 = (width - rowW) / 2;
  shown.forEach((card, i) => {
    addCard(ctx, card, 'hand', { x: x0 + i * (cardW + gap), y, w: cardW, h: cardH }, 500 + i);
  });
  const arrowW = 28;
  ctx.out.hand = {
    first: win.first,
    last: win.last,
    count: hand.length,
    prev: win.first > 0 ? { x: x0 - arrowW - gap, y, w: arrowW, h: cardH } : null,
    next: win.last < hand.length ? { x: x0 + rowW + gap, y, w: arrowW, h: cardH } : null,
  };
  ctx.out.zones.push({
    x: x0,
    y,
    w: rowW,
    h: cardH,
    pile: 'hand',
    owner: ctx.player.name,
    ownRow: ctx.mine,
  });
  ctx.out.areas.push({ x: x0 - 4, y: y - 4, w: rowW + 8, h: cardH + 8, label: 'Hand', mine: true });
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
    spacing,
  };
}

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
  const cardW = 50 + (width - small) / perPx - 1;
  return (cardW * BASE_CARD.height) / BASE_CARD.width;
}

export function computeLayout(view: GameView, o: LayoutOptions): BoardLayout {
  const sp = spacingOf(o.compact === true || o.streamer === true);
  const { gap, rowGap } = sp;
  const out = emptyLayout(o.width, o.height, sp);
  const { me, opponent } = perspective(view);
  // Rows, top to bottom: opponent home, opponent play area, our play area, our home, our hand.
  // The card size setting scales the cards as far as the window allows: each play area keeps
  // room for a row of cards and their upgrades, and both home rows fit across.
  const heightBudget = (o.height - 6 * rowGap - 2 * UPGRADE_MARGIN) / (3 + 2 * sp.minPlayRows);
  const widthBudget = Math.min(
    ...[me, opponent].flatMap((p) =>
      p ? [homeRowCardHeight(p, p === me && view.viewer === p.name, o.width, sp)] : [],
    ),
  );
  const scale = o.streamer ? Math.max(o.cardScale, STREAMER_CARD_SCALE) : o.cardScale;
  const wanted = BASE_CARD.height * scale * TABLE_CARD_SCALE;
  const cardH = Math.max(40, Math.min(wanted, heightBudget, widthBudget));
  const cardW = (cardH * BASE_CARD.width) / BASE_CARD.height;
  out.cardW = cardW;
  out.cardH = cardH;
  const homeH = cardH + UPGRADE_MARGIN;
  const handH = cardH;
  const playH = (o.height - 2 * homeH - handH - 6 * rowGap) / 2;
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
    layoutHand(ctx, y, o.width, cardW, cardH, o.handFirst);
  }
  out.cards.sort((a, b) => a.z - b.z);
  return out;
}
