import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { Suspense, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { parseStepParam, sharedReplayPath } from '../../../protocol/shared-replays';
import { lazyNamed } from '../../routing/lazyPage';
import { useRouteParams } from '../../routing/params';
import { useReplayStore } from '../../replay/store';
import { toast } from '../../stores/toasts';
import { loadSharedReplay } from './shared-replay-load';

const ReplayGame = lazyNamed(() => import('../../replay/ReplayGame'), 'ReplayGame');

export const NOT_OPENED = 'Only replays whose players allowed sharing can be opened by their link.';

type Status = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready' };

function Loading() {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }} role="status">
      <CircularProgress size={28} />
    </Box>
  );
}

/** Why the replay did not open, and the ways on from here. */
function Problem(props: { title: string; message: string; children?: ReactNode }) {
  const navigate = useNavigate();
  return (
    <Paper sx={{ p: 3, m: 2, maxWidth: 640 }} data-testid="shared-replay-problem">
      <Typography variant="h6" sx={{ mb: 2 }}>
        {props.title}
      </Typography>
      <Alert severity="warning" sx={{ mb: 2 }}>
        {props.message}
      </Alert>
      <Stack direction="row" spacing={1}>
        {props.children}
        <Button onClick={() => void navigate('/results')}>Results</Button>
        <Button onClick={() => void navigate('/')}>Lobby</Button>
      </Stack>
    </Paper>
  );
}

/**
 * /replay/{gameId}?step=N: a shared replay on the game board, for anyone, logged in or not,
 * with the replay controls; N counts from 1 as the controls do. Leaving or clearing the
 * replay goes to the lobby.
 */
export function SharedReplayPage() {
  const { gameId = '', step: rawStep } = useRouteParams();
  const navigate = useNavigate();
  const step = parseStepParam(rawStep);
  const loaded = useReplayStore((s) => s.replay?.gameId === gameId);
  const wanted = step.ok ? step.step : null;
  const key = `${gameId}|${wanted ?? ''}`;
  // What the last request answered, for which link: an answer for another link is loading.
  const [settled, setSettled] = useState<{ key: string; status: Status } | null>(null);
  const status: Status = settled?.key === key ? settled.status : { kind: 'loading' };

  useEffect(() => {
    if (wanted === null) return;
    let current = true;
    void loadSharedReplay(gameId, wanted).then((result) => {
      if (!current) return;
      if (!result.ok) {
        setSettled({ key, status: { kind: 'failed', message: result.message } });
        return;
      }
      useReplayStore.getState().load(result.replay, { index: result.index, shared: true });
      if (result.note) toast(result.note, 'info');
      setSettled({ key, status: { kind: 'ready' } });
    });
    return () => {
      current = false;
    };
  }, [gameId, wanted, key]);

  // Clear replay or Leave on the board: the replay is gone, back to the lobby.
  useEffect(() => {
    if (status.kind === 'ready' && !loaded) void navigate('/');
  }, [status.kind, loaded, navigate]);

  if (!step.ok) {
    return (
      <Problem title="This link names no step of a replay" message={step.message}>
        <Button variant="contained" onClick={() => void navigate(sharedReplayPath(gameId))}>
          Watch from the first step
        </Button>
      </Problem>
    );
  }
  if (status.kind === 'failed') {
    return (
      <Problem title="This replay cannot be opened" message={status.message}>
        <Typography variant="body2" sx={{ alignSelf: 'center', mr: 1 }}>
          {NOT_OPENED}
        </Typography>
      </Problem>
    );
  }
  if (status.kind === 'loading' || !loaded) return <Loading />;
  return (
    <Suspense fallback={<Loading />}>
      <ReplayGame />
    </Suspense>
  );
}
