import { Button, Typography } from '@mui/material';
import type { BoardLayout } from '../../layout/layout';
import { useBoard } from '../context';

/** The arrows paging through a hand longer than the hand row, and which cards show. */
export function HandArrows({ layout }: { layout: BoardLayout }) {
  const { store } = useBoard();
  const hand = layout.hand;
  const move = (delta: number) =>
    store.getState().setUi({ handFirst: Math.max(0, hand.first + delta) });
  const arrow = (
    rect: { x: number; y: number; w: number; h: number },
    label: string,
    delta: number,
    text: string,
  ) => (
    <Button
      aria-label={label}
      onClick={() => move(delta)}
      sx={{
        position: 'absolute',
        left: rect.x,
        top: rect.y,
        width: rect.w,
        minWidth: 0,
        height: rect.h,
        bgcolor: 'rgba(10,6,4,0.6)',
        fontSize: 20,
      }}
    >
      {text}
    </Button>
  );
  return (
    <>
      {hand.prev && arrow(hand.prev, 'Previous hand cards', -5, '‹')}
      {hand.next && arrow(hand.next, 'Next hand cards', 5, '›')}
      {hand.count > 5 && (
        <Typography
          variant="caption"
          data-testid="hand-window"
          sx={{
            position: 'absolute',
            left: (hand.next ?? hand.prev)?.x,
            top: (hand.next ?? hand.prev ?? { y: 0 }).y - 18,
            color: 'text.secondary',
          }}
        >
          {hand.first + 1}–{hand.last} of {hand.count}
        </Typography>
      )}
    </>
  );
}
