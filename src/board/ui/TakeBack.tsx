import { Button, Stack, Tooltip } from '@mui/material';
import { TAKE_BACK_CHAT, takeBackOffer } from '../logic/takeBack';
import { useBoard, useGame } from './context';

const TAKE_BACK_HINT: Record<'ask' | 'immediate' | 'freely', string> = {
  ask: 'Ask your opponent to let you undo your last action',
  immediate: 'Undo your last action while the computer has not answered it',
  freely: 'Undo your last action (as many times as you like)',
};

/** Take back in the header: the button, or the opponent's answer to a casual game's ask. */
export function TakeBack() {
  const { send } = useBoard();
  const view = useGame((s) => s.view);
  if (!view?.takeBack) return null;
  const offer = takeBackOffer(view);
  if (offer === 'none') return null;
  if (offer === 'answer') {
    return (
      <Stack direction="row" spacing={1} data-testid="take-back-ask">
        <Button
          size="small"
          variant="contained"
          onClick={() => send({ type: 'chat', text: TAKE_BACK_CHAT.accept })}
        >
          Accept take-back
        </Button>
        <Button size="small" onClick={() => send({ type: 'chat', text: TAKE_BACK_CHAT.decline })}>
          Decline
        </Button>
      </Stack>
    );
  }
  return (
    <Tooltip title={TAKE_BACK_HINT[view.takeBack.rule]}>
      <span>
        <Button
          size="small"
          variant="outlined"
          disabled={offer === 'waiting'}
          onClick={() => send({ type: 'chat', text: TAKE_BACK_CHAT.ask })}
        >
          {offer === 'waiting' ? 'Take-back asked' : 'Take back'}
        </Button>
      </span>
    </Tooltip>
  );
}
