import {
  Box,
  Button,
  ButtonGroup,
  Chip,
  Stack,
  SvgIcon,
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
  Typography,
} from '@mui/material';
import { useAuthStore } from '../stores/auth';
import { defaultReplaySide } from './replay-side';
import { PlayFromHere } from './PlayFromHere';
import { ReplayShareActions } from './ReplayShareActions';
import { currentReplayLabel, useReplayStore } from './store';

/** The side the replay is seen from: the viewer's choice, else their own or the first player. */
export function useReplaySide(): string | null {
  const chosen = useReplayStore((s) => s.side);
  const players = useReplayStore((s) => s.replay?.players);
  const username = useAuthStore((s) => s.user?.username ?? null);
  return chosen ?? defaultReplaySide(players ?? [], username);
}

/**
 * "View from": the replay's players; the chosen one is drawn at the bottom with their hand,
 * face up where this replay shows it (`hiddenHand` names a side whose hand it keeps hidden).
 */
function SideChooser({ players, hiddenHand }: { players: string[]; hiddenHand: boolean }) {
  const side = useReplaySide();
  const setSide = useReplayStore((s) => s.setSide);
  if (players.length < 2) return null;
  return (
    <Box sx={{ mt: 1 }} data-testid="replay-side">
      <Typography variant="caption" color="text.secondary" component="div">
        View from
      </Typography>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={side}
        aria-label="View from"
        onChange={(_event, name: unknown) => {
          if (typeof name === 'string') setSide(name);
        }}
      >
        {players.map((name) => (
          <ToggleButton key={name} value={name} sx={{ textTransform: 'none', py: 0.25 }}>
            {name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {hiddenHand && (
        <Typography
          variant="caption"
          color="text.secondary"
          component="div"
          data-testid="replay-hand-hidden"
        >
          This replay keeps {side}&apos;s hand hidden.
        </Typography>
      )}
    </Box>
  );
}

/** Simple transport shapes (triangles and bars) on a 24 x 24 grid. */
const ICONS = {
  roundBack: 'M21 6l-7 6 7 6zM14 6l-7 6 7 6zM4 6h2v12H4z',
  turnBack: 'M20 6l-8 6 8 6zM12 6l-8 6 8 6z',
  stepBack: 'M18 6l-8.5 6L18 18zM6 6h2v12H6z',
  play: 'M8 5v14l11-7z',
  pause: 'M6 5h4v14H6zM14 5h4v14h-4z',
  stepForward: 'M6 6l8.5 6L6 18zM16 6h2v12h-2z',
  turnForward: 'M4 6l8 6-8 6zM12 6l8 6-8 6z',
  roundForward: 'M3 6l7 6-7 6zM10 6l7 6-7 6zM18 6h2v12h-2z',
} as const;

interface ControlProps {
  label: string;
  icon: keyof typeof ICONS;
  onClick(): void;
  disabled?: boolean;
}

function Control({ label, icon, onClick, disabled }: ControlProps) {
  return (
    <Tooltip title={label}>
      <span>
        <Button
          aria-label={label}
          onClick={onClick}
          disabled={disabled}
          sx={{ minWidth: 0, px: 1 }}
        >
          <SvgIcon fontSize="small">
            <path d={ICONS[icon]} />
          </SvgIcon>
        </Button>
      </span>
    </Tooltip>
  );
}

/**
 * The sidebar's replay controls: round, turn and step back and forward, play/pause, the
 * current step's tag label, whose side is seen, Clear, for a shared replay Copy link (at the
 * step shown) and the star, and Play from here (a practice game from the step shown). Renders
 * nothing without a replay.
 */
export function ReplayControls({ hiddenHand = false }: { hiddenHand?: boolean }) {
  const replay = useReplayStore((s) => s.replay);
  const index = useReplayStore((s) => s.index);
  const playing = useReplayStore((s) => s.playing);
  const label = useReplayStore(currentReplayLabel);
  const shared = useReplayStore((s) => s.shared);
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
        <Control label="Round back" icon="roundBack" onClick={store.roundBack} disabled={atStart} />
        <Control label="Turn back" icon="turnBack" onClick={store.turnBack} disabled={atStart} />
        <Control label="Step back" icon="stepBack" onClick={store.stepBack} disabled={atStart} />
        <Control
          label={playing ? 'Pause' : 'Play'}
          icon={playing ? 'pause' : 'play'}
          onClick={store.togglePlay}
          disabled={!playing && atEnd}
        />
        <Control
          label="Step forward"
          icon="stepForward"
          onClick={store.stepForward}
          disabled={atEnd}
        />
        <Control
          label="Turn forward"
          icon="turnForward"
          onClick={store.turnForward}
          disabled={atEnd}
        />
        <Control
          label="Round forward"
          icon="roundForward"
          onClick={store.roundForward}
          disabled={atEnd}
        />
      </ButtonGroup>
      <SideChooser players={replay.players} hiddenHand={hiddenHand} />
      <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center' }}>
        <Button size="small" color="secondary" onClick={store.clear}>
          Clear replay
        </Button>
        <ReplayShareActions gameId={replay.gameId} shared={shared} step={index + 1} />
      </Stack>
      <Stack direction="row" sx={{ mt: 1 }}>
        <PlayFromHere replay={replay} index={index} />
      </Stack>
    </Box>
  );
}
