import type { PileName } from '../../protocol/game';
import type { CardView, GameView } from '../../protocol/game-view';
import { isSpectator } from './rules';

/** Allowed drag targets per source pile in manual mode (game-board.md section 4). */
export const MANUAL_DRAG_TARGETS: Readonly<Record<PileName, readonly PileName[]>> = {
  hand: ['play area', 'discard', 'deck', 'archives', 'purged', 'spellboard'],
  'play area': ['discard', 'hand', 'deck', 'archives', 'purged'],
  discard: ['archives', 'hand', 'deck', 'play area', 'purged'],
  archives: ['play area', 'purged'],
  deck: ['hand', 'discard', 'archives', 'play area', 'spellboard', 'purged'],
  purged: ['deck', 'play area', 'discard', 'hand', 'archives', 'spellboard'],
  spellboard: ['hand', 'discard'],
};

/** Outside manual mode only a playable hand card moves, onto these piles. */
export const PLAY_DRAG_TARGETS: readonly PileName[] = ['spellboard', 'play area', 'discard'];

export interface DragPermission {
  manualMode: boolean;
  /** Only the viewer's own row takes part in drag and drop. */
  ownRow: boolean;
  /** The card may be played right now (hand cards outside manual mode). */
  canPlay: boolean;
}

/** The piles a card from `source` may be dropped on; empty when it cannot be dragged. */
export function dragTargets(source: PileName, permission: DragPermission): readonly PileName[] {
  if (!permission.ownRow) return [];
  if (permission.manualMode) return MANUAL_DRAG_TARGETS[source];
  if (source === 'hand' && permission.canPlay) return PLAY_DRAG_TARGETS;
  return [];
}

/**
 * The permission of a card shown in a pile popup: only the viewer's own piles take part, so
 * outside manual mode nothing in a popup moves (no popup holds our hand).
 */
export function popupDragPermission(
  view: GameView,
  owner: string,
  card: Pick<CardView, 'canPlay'>,
): DragPermission {
  const ours = !isSpectator(view) && view.viewer === owner;
  return { manualMode: view.manualMode && ours, ownRow: ours, canPlay: Boolean(card.canPlay) };
}
