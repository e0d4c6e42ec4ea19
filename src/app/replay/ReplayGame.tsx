import { Alert, Box, Button } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { createGameStore } from '../../board/store/gameStore';
import type { GameCommand } from '../../protocol/game';
import { GameScreen } from '../pages/game/GameScreen';
import { useAuthStore } from '../stores/auth';
import { ReplayControls } from './ReplayControls';
import { replayGameView } from './replay-view';
import { currentReplayState, useReplayStore } from './store';

export const STEP_NOT_SHOWN = 'This step of the replay cannot be shown.';

/** A replay has no game connection: whatever the board would send is dropped. */
const ignoreCommand: (command: GameCommand) => void = () => undefined;

/**
 * The replay being watched on the game board: the same board and game store as a live game,
 * fed with the current step's view instead of a game socket. Leave clears the replay.
 */
export function ReplayGame() {
  // Another replay gets a board of its own (zoom, open piles and dialogs start afresh).
  const gameId = useReplayStore((s) => s.replay?.gameId ?? '');
  return <ReplayBoard key={gameId} />;
}

function ReplayBoard() {
  const loggedIn = useAuthStore((s) => s.user !== null);
  const [store] = useState(() => createGameStore({ loggedIn }));
  const state = useReplayStore(currentReplayState);
  const clear = useReplayStore((s) => s.clear);
  const view = useMemo(() => replayGameView(state), [state]);

  useEffect(() => store.getState().setView(view), [store, view]);

  if (!view) {
    return (
      <Box sx={{ p: 2 }} data-testid="replay-step-error">
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={clear}>
              Clear replay
            </Button>
          }
        >
          {STEP_NOT_SHOWN}
        </Alert>
        <Box sx={{ mt: 2 }}>
          <ReplayControls />
        </Box>
      </Box>
    );
  }
  // Watching a loaded replay needs no account: the board never waits for a login here.
  return (
    <GameScreen
      store={store}
      send={ignoreCommand}
      loggedIn
      onLeave={clear}
      replayControls={<ReplayControls />}
    />
  );
}
