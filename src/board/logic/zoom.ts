/**
 * Where the card zoom goes (game-board.md section 9: "card zoom preview offsets about 364 to
 * 420 px"). The zoom is a full card at least 364 px tall for small and normal card sizes and
 * 420 px for large and x-large; on taller tables it grows with the table (a share of its
 * height) so that its rules text stays readable on 1080p and 4K screens. It is placed beside
 * the pointer so it never hides the card under it, and kept inside the table (shrunk when the
 * table is lower than the zoom).
 */
import type { CardSizeName } from './rules';
import { BASE_CARD } from './rules';

export const ZOOM_HEIGHT_NORMAL = 364;
export const ZOOM_HEIGHT_LARGE = 420;
/** Space between the pointer and the zoom. */
export const ZOOM_POINTER_GAP = 24;
/** Space kept between the zoom and the table's edges. */
export const ZOOM_EDGE_MARGIN = 8;

export interface ZoomBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The share of the table's height the zoom takes when that is more than its least height. */
export const ZOOM_TABLE_SHARE_NORMAL = 0.58;
export const ZOOM_TABLE_SHARE_LARGE = 0.68;

export function zoomHeight(size: CardSizeName, tableHeight = 0): number {
  const large = size === 'large' || size === 'x-large';
  const least = large ? ZOOM_HEIGHT_LARGE : ZOOM_HEIGHT_NORMAL;
  const share = large ? ZOOM_TABLE_SHARE_LARGE : ZOOM_TABLE_SHARE_NORMAL;
  return Math.max(least, Math.round(tableHeight * share));
}

/**
 * The zoom's box for a pointer at `at` in a table of `table` size: right of the pointer, or left
 * of it when the right side has no room, vertically centred on the pointer, clamped on screen.
 */
export function zoomPlacement(
  at: { x: number; y: number },
  table: { width: number; height: number },
  size: CardSizeName,
): ZoomBox {
  const height = Math.max(
    60,
    Math.min(zoomHeight(size, table.height), table.height - 2 * ZOOM_EDGE_MARGIN),
  );
  const width = Math.round((height * BASE_CARD.width) / BASE_CARD.height);
  const rightRoom = table.width - at.x - ZOOM_POINTER_GAP - ZOOM_EDGE_MARGIN;
  const left = rightRoom >= width ? at.x + ZOOM_POINTER_GAP : at.x - ZOOM_POINTER_GAP - width;
  const maxLeft = table.width - width - ZOOM_EDGE_MARGIN;
  const maxTop = table.height - height - ZOOM_EDGE_MARGIN;
  return {
    left: Math.round(Math.max(ZOOM_EDGE_MARGIN, Math.min(left, maxLeft))),
    top: Math.round(Math.max(ZOOM_EDGE_MARGIN, Math.min(at.y - height / 2, maxTop))),
    width,
    height,
  };
}
