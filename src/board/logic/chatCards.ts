import { cardImageUrl } from '../../assets/cards';
import type { GameView } from '../../protocol/game-view';
import { findCardByStub } from './rules';

/** What hovering a card named in the chat shows. */
export type ChatCardZoom =
  /** The card face up on the table, by uuid, in the table's zoom. */
  | { kind: 'table'; uuid: string }
  /** The card's picture by stub (card photographs only; the drawn faces need the card's view). */
  | { kind: 'picture'; url: string }
  | { kind: 'none' };

/** Looked up on hover only, so a long log costs nothing until a name is hovered. */
export function chatCardZoom(
  view: GameView | null,
  stub: string,
  imageBase: string | null,
): ChatCardZoom {
  const onTable = view ? findCardByStub(view, stub) : null;
  if (onTable) return { kind: 'table', uuid: onTable.uuid };
  if (imageBase) return { kind: 'picture', url: cardImageUrl(imageBase, { stub }) };
  return { kind: 'none' };
}
