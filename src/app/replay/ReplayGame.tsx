import { Alert, Box, Button, CircularProgress } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { createGameStore } from '../../board/store/gameStore';
import type { GameStore } from '../../board/store/gameStore';
import type { GameCommand } from '../../protocol/game';
import { GameScreen } from '../pages/game/GameScreen';
import { useAuthStore } from '../stores/auth';
import { boardStoreInit, persistViewSettings } from '../stores/boardSettings';
import { useCardImageBase } from '../stores/cards';
import { ReplayControls, useReplaySide } from './ReplayControls';
import { handShown, viewFromSide } from './replay-side';
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

/** The replay's game store, set up from the viewer's profile; view setting changes are saved. */
function useReplayGameStore(): GameStore {
  const [store] = useState(() => createGameStore(boardStoreInit(useAuthStore.getState().user)));
  useEffect(() => persistViewSettings(store), [store]);
  return store;
}

function ReplayBoard() {
  const store = useReplayGameStore();
  const state = useReplayStore(currentReplayState);
  const clear = useReplayStore((s) => s.clear);
  const side = useReplaySide();
  const stepView = useMemo(() => replayGameView(state), [state]);
  // The chosen side at the bottom; the step itself holds only what this viewer may see.
  const view = useMemo(() => stepView && viewFromSide(stepView, side), [stepView, side]);
  const sideHand = side ? view?.players[side]?.cardPiles.hand : undefined;
  const hiddenHand = Boolean(view && side && sideHand?.length && !handShown(view, side));
  const cardImageBase = useCardImageBase();
  const format = useReplayStore((s) => s.replay?.format ?? null);

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
  if (cardImageBase === undefined) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }} role="status">
        <CircularProgress size={28} />
      </Box>
    );
  }
  // Watching a loaded replay needs no account: the board never waits for a login here. A
  // replay file saved before replays carried the format shows chain icons as in constructed.
  return (
    <GameScreen
      store={store}
      send={ignoreCommand}
      loggedIn
      onLeave={clear}
      cardImageBase={cardImageBase}
      format={format}
      replayControls={<ReplayControls hiddenHand={hiddenHand} />}
    />
  );
}
