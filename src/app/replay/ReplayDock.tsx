import { Button, Paper, Stack, Typography } from '@mui/material';
import { useLocation, useNavigate } from 'react-router-dom';
import './clear-current-game';
import { ReplayLoader } from './ReplayLoader';
import { useReplayStore } from './store';

/** The lobby routes, where a loaded replay is shown on the game board. */
const BOARD_PATHS = ['/', '/play'];
/** A shared replay's own page (pages/replay) shows it on the board too. */
const SHARED_REPLAY_PATH = /^\/replay\/[^/]+$/;

/**
 * Mounted once by the app: the replay loader dialog, and, while a replay is loaded but another
 * page is open, a note leading back to it (the replay itself is watched on the board at /).
 */
export function ReplayDock() {
  const replay = useReplayStore((s) => s.replay);
  const clear = useReplayStore((s) => s.clear);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <ReplayLoader />
      {replay && !BOARD_PATHS.includes(pathname) && !SHARED_REPLAY_PATH.test(pathname) && (
        <Paper
          elevation={8}
          data-testid="replay-note"
          sx={{ position: 'fixed', right: 16, bottom: 16, p: 2, zIndex: 1300, maxWidth: 420 }}
        >
          <Typography variant="body2" sx={{ mb: 1 }}>
            Replay loaded: {replay.name}
          </Typography>
          <Stack direction="row" spacing={1}>
            <Button size="small" variant="contained" onClick={() => void navigate('/')}>
              Watch
            </Button>
            <Button size="small" color="secondary" onClick={clear}>
              Clear replay
            </Button>
          </Stack>
        </Paper>
      )}
    </>
  );
}
