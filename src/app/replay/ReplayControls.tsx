import { Box, Button, ButtonGroup, Chip, Stack, Tooltip, Typography } from '@mui/material';
import { currentReplayLabel, useReplayStore } from './store';

interface ControlProps {
  label: string;
  symbol: string;
  onClick(): void;
  disabled?: boolean;
}

function Control({ label, symbol, onClick, disabled }: ControlProps) {
  return (
    <Tooltip title={label}>
      <span>
        <Button aria-label={label} onClick={onClick} disabled={disabled}>
          {symbol}
        </Button>
      </span>
    </Tooltip>
  );
}

/**
 * The sidebar's replay controls: round, turn and step back and forward, play/pause, the
 * current step's tag label, and Clear. Renders nothing without a replay.
 */
export function ReplayControls() {
  const replay = useReplayStore((s) => s.replay);
  const index = useReplayStore((s) => s.index);
  const playing = useReplayStore((s) => s.playing);
  const label = useReplayStore(currentReplayLabel);
  const store = useReplayStore.getState();
  if (!replay) return null;
  const total = replay.steps.length;
  const atStart = index === 0;
  const atEnd = index >= total - 1;
  return (
    <Box data-testid="replay-controls">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Chip color="primary" label={label ?? ''} data-testid="replay-step-tag" />
        <Typography variant="body2" data-testid="replay-step-count">
          Step {index + 1} of {total}
        </Typography>
      </Stack>
      <ButtonGroup size="small" variant="outlined" aria-label="Replay controls">
        <Control label="Round back" symbol="⏮" onClick={store.roundBack} disabled={atStart} />
        <Control label="Turn back" symbol="⏪" onClick={store.turnBack} disabled={atStart} />
        <Control label="Step back" symbol="◀" onClick={store.stepBack} disabled={atStart} />
        <Control
          label={playing ? 'Pause' : 'Play'}
          symbol={playing ? '⏸' : '▶'}
          onClick={store.togglePlay}
          disabled={!playing && atEnd}
        />
        <Control label="Step forward" symbol="▶|" onClick={store.stepForward} disabled={atEnd} />
        <Control label="Turn forward" symbol="⏩" onClick={store.turnForward} disabled={atEnd} />
        <Control label="Round forward" symbol="⏭" onClick={store.roundForward} disabled={atEnd} />
      </ButtonGroup>
      <Box sx={{ mt: 1 }}>
        <Button size="small" color="secondary" onClick={store.clear}>
          Clear replay
        </Button>
      </Box>
    </Box>
  );
}
