import { Button, Tooltip } from '@mui/material';
import { useState } from 'react';
import { isSpectator, RESTART_PRACTICE_TEXT } from '../logic/rules';
import { ConfirmDialog } from './ConfirmDialog';
import { useBoard, useGame } from './context';

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
      {/* The span takes the tooltip's label, so the button keeps its own name. */}
      <Tooltip title={RESTART_PRACTICE_HINT}>
        <span>
          <Button size="small" variant="outlined" onClick={() => setConfirming(true)}>
            Restart
          </Button>
        </span>
      </Tooltip>
      <ConfirmDialog
        open={confirming}
        text={RESTART_PRACTICE_TEXT}
        onOk={() => {
          setConfirming(false);
          onRestart();
        }}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
