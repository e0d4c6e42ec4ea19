import { Box, Button, Typography } from '@mui/material';
import type { CardView } from '../../../protocol/game-view';
import { useBoard } from '../context';

/**
 * The card's manual moves (its menu's moves section), offered in the inspector: in manual
 * mode a click on a card in play opens the inspector rather than the menu.
 */
export function InspectorMoves({ card }: { card: CardView }) {
  const { send } = useBoard();
  const moves = (card.menu ?? []).filter((item) => item.menu === 'moves');
  if (moves.length === 0) return null;
  return (
    <Box data-testid="inspector-moves" sx={{ mt: 1, display: 'flex', flexDirection: 'column' }}>
      <Typography variant="caption" color="text.secondary">
        Moves
      </Typography>
      {moves.map((item) => (
        <Button
          key={`${item.command}:${item.arg ?? ''}`}
          size="small"
          disabled={item.disabled}
          sx={{ justifyContent: 'flex-start' }}
          onClick={() =>
            send({
              type: 'menuItemClick',
              uuid: card.uuid,
              command: item.command,
              arg: item.arg ?? null,
            })
          }
        >
          {item.text}
        </Button>
      ))}
    </Box>
  );
}
