import { ListSubheader, Menu, MenuItem } from '@mui/material';
import type { MenuItem as CardMenuItem } from '../../../protocol/game-view';
import { useBoard } from '../context';

const MENU_SECTIONS: ['main' | 'tokens' | 'moves', string][] = [
  ['main', ''],
  ['tokens', 'Tokens'],
  ['moves', 'Moves'],
];

/**
 * The menu of a card or die on the table, in the sections main, tokens and moves; choosing an
 * item sends menuItemClick for the card or die and closes the menu.
 */
export function ItemMenu(props: {
  uuid: string | null;
  items: CardMenuItem[];
  anchor: { left: number; top: number } | null;
  label: string;
  onClose(): void;
}) {
  const { send } = useBoard();
  const { uuid, items, onClose } = props;
  const choose = (item: CardMenuItem) => {
    if (uuid) send({ type: 'menuItemClick', uuid, command: item.command, arg: item.arg ?? null });
    onClose();
  };
  return (
    <Menu
      open={props.anchor !== null && items.length > 0}
      onClose={onClose}
      anchorReference="anchorPosition"
      anchorPosition={props.anchor ?? undefined}
      container={() => document.querySelector('[data-testid="board-table"]') ?? document.body}
      slotProps={{ list: { 'aria-label': props.label } }}
    >
      {MENU_SECTIONS.flatMap(([menu, title]) => {
        const list = items.filter((i) => (i.menu ?? 'main') === menu);
        if (list.length === 0) return [];
        return [
          ...(title ? [<ListSubheader key={`h-${menu}`}>{title}</ListSubheader>] : []),
          ...list.map((item, i) => (
            <MenuItem
              key={`${menu}-${i}`}
              dense
              disabled={item.disabled}
              onClick={() => choose(item)}
            >
              {item.text}
            </MenuItem>
          )),
        ];
      })}
    </Menu>
  );
}
