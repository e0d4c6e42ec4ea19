/**
 * Putting one card (with the upgrades beneath it and the dice on it) into a layout: shared by
 * the play areas, the home rows and the hand.
 */
import type { PileName } from '../../protocol/game';
import type { CardView, PlayerView } from '../../protocol/game-view';
import { UPGRADE_MARGIN } from './geometry';
import type { BoardLayout, Rect, Spacing } from './geometry';

export interface RowContext {
  out: BoardLayout;
  player: PlayerView;
  mine: boolean;
  sp: Spacing;
}

/** An attached die's share of its card's width. */
export const ATTACHED_DIE_SCALE = 0.26;

/** How far a card's upgrades peek out above it. */
export function cardExtra(card: CardView): number {
  return card.upgrades.length * UPGRADE_MARGIN;
}

export function addCard(
  ctx: RowContext,
  card: CardView,
  pile: PileName,
  rect: Rect,
  z: number,
): void {
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
