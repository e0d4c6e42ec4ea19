import { Paper, Typography } from '@mui/material';
import './clear-current-game';
import { ReplayControls } from './ReplayControls';
import { ReplayLoader } from './ReplayLoader';
import { currentReplayState, useReplayStore } from './store';
import { summariseStep } from './summary';

/**
 * Mounted once by the app: the replay loader dialog, and while a replay is loaded a panel with
 * the replay controls and what the current step shows (the board renders the step's state
 * itself from `currentReplayState`).
 */
export function ReplayDock() {
  const replay = useReplayStore((s) => s.replay);
  const summary = summariseStep(useReplayStore(currentReplayState));
  return (
    <>
      <ReplayLoader />
      {replay && (
        <Paper
          elevation={8}
          data-testid="replay-panel"
          sx={{ position: 'fixed', right: 16, bottom: 16, p: 2, zIndex: 1300, maxWidth: 460 }}
        >
          <Typography variant="subtitle1" sx={{ fontWeight: 'bold' }}>
            Replay: {replay.name}
          </Typography>
          <Typography variant="body2" data-testid="replay-summary" sx={{ mb: 1 }}>
            {summary.round !== null && `Round ${summary.round}`}
            {summary.players.map((p) => ` · ${p.name} ${p.life ?? '?'} life`).join('')}
            {summary.winner && ` · Winner: ${summary.winner}`}
          </Typography>
          <ReplayControls />
        </Paper>
      )}
    </>
  );
}
