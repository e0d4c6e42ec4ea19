import type { BoardLayout } from '../../layout/layout';
import { useBoard, useGame } from '../context';
import { ItemMenu } from './ItemMenu';

/** The menu of a card of our row, opened by clicking the card. */
export function CardMenu({ layout }: { layout: BoardLayout }) {
  const { store } = useBoard();
  const uuid = useGame((s) => s.ui.menuCard);
  const slot = uuid ? layout.cards.find((c) => c.card.uuid === uuid) : undefined;
  return (
    <ItemMenu
      uuid={uuid}
      items={slot?.card.menu ?? []}
      anchor={slot ? { left: slot.x + slot.w, top: slot.y } : null}
      label="Card menu"
      onClose={() => store.getState().setUi({ menuCard: null })}
    />
  );
}
