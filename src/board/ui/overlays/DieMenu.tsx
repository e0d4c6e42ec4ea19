import type { BoardLayout } from '../../layout/layout';
import { useBoard, useGame } from '../context';
import { ItemMenu } from './ItemMenu';

/** The menu of a die, opened and closed by clicking the die. */
export function DieMenu({ layout }: { layout: BoardLayout }) {
  const { store } = useBoard();
  const uuid = useGame((s) => s.ui.menuDie);
  const slot = uuid ? layout.dice.find((d) => d.die.uuid === uuid) : undefined;
  return (
    <ItemMenu
      uuid={uuid}
      items={slot?.die.menu ?? []}
      anchor={slot ? { left: slot.x + slot.w + 4, top: slot.y } : null}
      label="Die menu"
      onClose={() => store.getState().setUi({ menuDie: null })}
    />
  );
}
