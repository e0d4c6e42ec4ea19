/** What is under a point of the table: hit testing and drop zones, read from the layout. */
import type { PileName } from '../../protocol/game';
import type { BoardLayout, CardSlot, DieSlot, PileSlot, Rect } from './geometry';

export type HitTarget =
  | { kind: 'card'; slot: CardSlot }
  | { kind: 'die'; slot: DieSlot }
  | { kind: 'pile'; slot: PileSlot }
  | { kind: 'none' };

function inside(r: Rect, x: number, y: number): boolean {
  return x >= r.x && x <= r.x + r.w && y >= r.y && y <= r.y + r.h;
}

/** The topmost thing under a point. */
export function hitTest(layout: BoardLayout, x: number, y: number): HitTarget {
  for (let i = layout.dice.length - 1; i >= 0; i -= 1) {
    const slot = layout.dice[i];
    if (slot && inside(slot, x, y)) return { kind: 'die', slot };
  }
  for (let i = layout.cards.length - 1; i >= 0; i -= 1) {
    const slot = layout.cards[i];
    if (slot && inside(slot, x, y)) return { kind: 'card', slot };
  }
  for (const slot of layout.piles) if (inside(slot, x, y)) return { kind: 'pile', slot };
  return { kind: 'none' };
}

/** The viewer's drop zone under a point (only the own row takes drops). */
export function dropZoneAt(layout: BoardLayout, x: number, y: number): PileName | null {
  // Piles and the spellboard first: they sit inside no other zone, the play area is broad.
  const zones = layout.zones.filter((z) => z.ownRow && inside(z, x, y));
  const specific = zones.find((z) => z.pile !== 'play area');
  return (specific ?? zones[0])?.pile ?? null;
}

/** The pile a card on the table belongs to, from the layout. */
export function slotOf(layout: BoardLayout, uuid: string): CardSlot | undefined {
  return layout.cards.find((c) => c.card.uuid === uuid);
}
