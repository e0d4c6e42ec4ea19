import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import type { Replay } from '../../protocol/results';
import { readReplayZip, ReplayFileError } from './replay-file';
import { useReplayStore } from './store';

/**
 * The replay loader: the user picks a replay file (a zip), Start begins the replay. Open it
 * with `useReplayStore.getState().openLoader()`; it is mounted once by ReplayDock.
 */
export function ReplayLoader() {
  const open = useReplayStore((s) => s.loaderOpen);
  const closeLoader = useReplayStore((s) => s.closeLoader);
  const load = useReplayStore((s) => s.load);
  const [replay, setReplay] = useState<Replay | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);

  const close = () => {
    setReplay(null);
    setError(null);
    closeLoader();
  };

  const onFile = async (file: File | undefined) => {
    setReplay(null);
    setError(null);
    if (!file) return;
    setReading(true);
    try {
      setReplay(await readReplayZip(file));
    } catch (err) {
      setError(err instanceof ReplayFileError ? err.message : 'The replay could not be read');
    } finally {
      setReading(false);
    }
  };

  const start = () => {
    if (!replay) return;
    load(replay);
    setReplay(null);
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby="replay-loader-title"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="replay-loader-title">Load a replay</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>Choose a replay file downloaded from your results.</Typography>
        <input
          type="file"
          aria-label="Replay file"
          data-testid="replay-file-input"
          accept=".ashtable,.zip,application/zip"
          onChange={(event) => void onFile(event.target.files?.[0])}
        />
        {reading && <Typography sx={{ mt: 2 }}>Reading the replay...</Typography>}
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
        {replay && (
          <Typography sx={{ mt: 2 }}>
            {replay.name}: {replay.players.join(' vs ')}, {replay.steps.length} steps
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancel</Button>
        <Button variant="contained" disabled={!replay} onClick={start}>
          Start
        </Button>
      </DialogActions>
    </Dialog>
  );
}
