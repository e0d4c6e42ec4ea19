/**
 * What a click on a card of the table does. A card the prompt asks for is chosen by the click,
 * before anything else (manual mode included: a target clicked must not open the inspector).
 * Otherwise manual mode toggles the inspector on cards in play and on the spellboard
 * (game-board.md section 4), a card of our row with a menu opens it, and anything else is sent
 * as a plain click for the game to answer.
 */
import type { PileName } from '../../protocol/game';
import type { CardView } from '../../protocol/game-view';

export type CardClickIntent = 'choose' | 'inspect' | 'closeInspector' | 'menu';

export interface CardClickContext {
  card: Pick<CardView, 'uuid' | 'selectable' | 'menu'>;
  pile: PileName;
  ownRow: boolean;
  manualMode: boolean;
  /** The viewer's inspected card; undefined for spectators (who inspect nothing). */
  inspectionCard: string | null | undefined;
}

export function cardClickIntent(click: CardClickContext): CardClickIntent {
  if (click.card.selectable) return 'choose';
  const inspectable = click.pile === 'play area' || click.pile === 'spellboard';
  if (click.manualMode && inspectable && click.inspectionCard !== undefined) {
    return click.inspectionCard === click.card.uuid ? 'closeInspector' : 'inspect';
  }
  if ((click.card.menu ?? []).length > 0 && click.ownRow) return 'menu';
  return 'choose';
}
