import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { guideFinished } from '../../board/logic/guide';
import { useAuthStore } from '../stores/auth';
import { useLobbyStore } from '../stores/lobby';
import { NEW_GUIDE_RECORD } from './guide-progress';
import { startGuidedGame } from './start-guided-game';
import { useGuideRecord } from './useGuide';

export const GUIDE_OFFER_TITLE = 'New to Ashes Reborn?';
export const GUIDE_START = 'Play a guided first game';
export const GUIDE_RESUME = 'Resume the guided first game';

/**
 * The lobby's way into the guided first game, for an account that has not finished it: one
 * click sets up a practice game against the Easy computer and starts it. "Not now" hides the
 * offer; the help page can always start the guide again.
 */
export function GuidedGameCard({ always = false }: { always?: boolean }) {
  const user = useAuthStore((s) => s.user);
  const inGame = useLobbyStore((s) => s.currentGame !== null);
  const [record, update] = useGuideRecord();
  const navigate = useNavigate();
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!user || !record) return null;
  const finished = guideFinished(record.progress);
  if (!always && (finished || record.hidden)) return null;
  const resuming = !finished && record.progress.learnt.length > 0;

  const start = async () => {
    setError(null);
    setStarting(true);
    try {
      if (always && finished) update(() => NEW_GUIDE_RECORD);
      await startGuidedGame(user.username);
      // The board of a started game is shown at the root.
      navigate('/');
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setStarting(false);
    }
  };

  return (
    <Box data-testid="guided-game-offer" sx={{ mb: 2 }}>
      {!always && (
        <Typography variant="h6" component="h2" gutterBottom>
          {GUIDE_OFFER_TITLE}
        </Typography>
      )}
      <Typography variant="body2" sx={{ mb: 1 }}>
        A practice game against the easy computer with a Master Set deck, in which the board
        explains each step as you meet it: the first five, the prepare phase, meditating, paying
        with dice, playing a unit, attacking and passing.
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <Button variant="contained" onClick={() => void start()} disabled={starting || inGame}>
          {resuming ? GUIDE_RESUME : GUIDE_START}
        </Button>
        {!always && (
          <Button color="inherit" onClick={() => update((r) => ({ ...r, hidden: true }))}>
            Not now
          </Button>
        )}
        {starting && <CircularProgress size={20} aria-label="Setting up the guided game" />}
      </Box>
      {inGame && (
        <Typography variant="caption" color="text.secondary">
          Leave your current game to start it.
        </Typography>
      )}
      {error && (
        <Alert severity="error" sx={{ mt: 1 }} onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
    </Box>
  );
}
