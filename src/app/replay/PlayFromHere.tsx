import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Tooltip,
} from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PRACTICE_OPPONENTS, computerPlayerName } from '../../protocol/lobby';
import type { PracticeOpponent } from '../../protocol/lobby';
import { FORK_TEXTS } from '../../protocol/replay-fork';
import type { ForkRequest, ForkResponse } from '../../protocol/replay-fork';
import type { Replay } from '../../protocol/results';
import { errorMessage, http } from '../api/http';
import { useAuthStore } from '../stores/auth';
import { useReplayStore } from './store';

export const PLAY_FROM_HERE = 'Play from here';

/** The opponent's label in the dialog: the computer's seat name, or the goldfish. */
function opponentLabel(opponent: PracticeOpponent): string {
  return opponent === 'goldfish' ? 'Goldfish' : computerPlayerName(opponent);
}

/**
 * Why this step cannot be played from, as far as the browser can tell (the server says the
 * rest, e.g. a replay recorded before forks were possible), or null.
 */
export function playFromHereRefusal(
  replay: Replay,
  index: number,
  loggedIn: boolean,
): string | null {
  if (!loggedIn) return FORK_TEXTS.loginFirst;
  if (replay.format === 'solo') return FORK_TEXTS.solo;
  const last = index >= replay.steps.length - 1;
  if (last && replay.steps[index]?.tag === 'end') return FORK_TEXTS.over;
  return null;
}

function joined(message: string | string[]): string {
  return Array.isArray(message) ? message.join(' ') : message;
}

/**
 * "Play from here" on the replay controls: a small dialog (which side to play, which
 * opponent), then a practice game from the step shown, whose board opens at once.
 */
export function PlayFromHere({ replay, index }: { replay: Replay; index: number }) {
  const username = useAuthStore((s) => s.user?.username ?? null);
  const shared = useReplayStore((s) => s.shared);
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [seat, setSeat] = useState('');
  const [opponent, setOpponent] = useState<PracticeOpponent>('easy');
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const refusal = playFromHereRefusal(replay, index, username !== null);
  const step = index + 1;

  const openDialog = () => {
    const own = replay.players.find((name) => name === username);
    setSeat(own ?? replay.players[0] ?? '');
    setError(null);
    setOpen(true);
  };

  const start = async () => {
    setStarting(true);
    setError(null);
    const body: ForkRequest = { step, seat, opponent, replay: shared ? 'shared' : 'full' };
    try {
      await http.post<ForkResponse>(`/api/game/${encodeURIComponent(replay.gameId)}/fork`, body);
      // The practice game is the current game now: the replay goes, the game stays.
      useReplayStore.getState().release();
      setOpen(false);
      void navigate('/');
    } catch (e) {
      setError(joined(errorMessage(e)));
    } finally {
      setStarting(false);
    }
  };

  return (
    <>
      <Tooltip title={refusal ?? `Practice from step ${step} against the computer`}>
        <span>
          <Button
            size="small"
            variant="outlined"
            disabled={refusal !== null}
            onClick={openDialog}
            data-testid="play-from-here"
          >
            {PLAY_FROM_HERE}
          </Button>
        </span>
      </Tooltip>
      <Dialog
        open={open}
        onClose={() => !starting && setOpen(false)}
        aria-labelledby="play-from-here-title"
        maxWidth="xs"
        fullWidth
      >
        <DialogTitle id="play-from-here-title">Play from step {step}</DialogTitle>
        <DialogContent>
          <FormControl sx={{ mb: 2 }}>
            <FormLabel id="play-from-here-side">Your side</FormLabel>
            <RadioGroup
              aria-labelledby="play-from-here-side"
              value={seat}
              onChange={(event) => setSeat(event.target.value)}
            >
              {replay.players.map((name) => (
                <FormControlLabel key={name} value={name} control={<Radio />} label={name} />
              ))}
            </RadioGroup>
          </FormControl>
          <FormControl>
            <FormLabel id="play-from-here-opponent">Opponent</FormLabel>
            <RadioGroup
              aria-labelledby="play-from-here-opponent"
              value={opponent}
              onChange={(event) => {
                const chosen = PRACTICE_OPPONENTS.find((o) => o === event.target.value);
                if (chosen) setOpponent(chosen);
              }}
            >
              {PRACTICE_OPPONENTS.map((o) => (
                <FormControlLabel key={o} value={o} control={<Radio />} label={opponentLabel(o)} />
              ))}
            </RadioGroup>
          </FormControl>
          {error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={starting}>
            Cancel
          </Button>
          <Button
            variant="contained"
            onClick={() => void start()}
            disabled={starting || seat === ''}
            startIcon={starting ? <CircularProgress size={16} /> : undefined}
          >
            Start
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
