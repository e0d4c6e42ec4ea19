import { Button, Tooltip } from '@mui/material';
import { useState } from 'react';
import { isSpectator } from '../logic/rules';
import { ConfirmDialog } from './ConfirmDialog';
import { useBoard, useGame } from './context';

export const RESTART_PRACTICE_CONFIRM =
  'Restart this practice game? It ends this game and starts a new one with the same decks, the same opponent and level, and a new shuffle.';
const RESTART_PRACTICE_HINT = 'End this practice game and start it again with the same decks';

/**
 * Restart in the header of a practice game (the app hands in `onRestart` only for those):
 * confirmed first, since the game in progress is ended.
 */
export function RestartPractice() {
  const { onRestart } = useBoard();
  const view = useGame((s) => s.view);
  const [confirming, setConfirming] = useState(false);
  if (!onRestart || !view || view.isReplay || isSpectator(view)) return null;
  return (
    <>
      <Tooltip title={RESTART_PRACTICE_HINT}>
        <Button size="small" variant="outlined" onClick={() => setConfirming(true)}>
          Restart
        </Button>
      </Tooltip>
      <ConfirmDialog
        open={confirming}
        text={RESTART_PRACTICE_CONFIRM}
        onOk={() => {
          setConfirming(false);
          onRestart();
        }}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
