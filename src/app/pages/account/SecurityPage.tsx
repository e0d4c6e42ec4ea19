import {
  Alert,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import type { SessionView } from '../../../protocol/account';
import { errorMessage, http } from '../../api/http';
import { ApiStatus } from '../../components/ApiStatus';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useAuthStore } from '../../stores/auth';
import { AccountPanel, Loading, useRequestStatus } from './AccountPanel';
import { TrashIcon } from './icons';

export const REMOVE_SESSION_CONFIRMATION =
  'Are you sure you want to remove this session?  It will be logged out and any games in progress may be abandonded.';

/** YYYY-MM-DD HH:mm in the browser's time zone. */
export function formatSessionTime(iso: string): string {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Active sessions: every signed-in device, removable. */
export function SecurityPage() {
  const user = useAuthStore((s) => s.user);
  const currentSession = useAuthStore((s) => s.refreshToken?.id);
  const [sessions, setSessions] = useState<SessionView[] | null>(null);
  const [loadError, setLoadError] = useState<string | string[] | null>(null);
  const [confirming, setConfirming] = useState<SessionView | null>(null);
  const request = useRequestStatus();
  const account = user?.username;

  useEffect(() => {
    if (!account) return;
    let active = true;
    http
      .get<{ tokens: SessionView[] }>(`/api/account/${encodeURIComponent(account)}/sessions`)
      .then(
        (response) => active && setSessions(response.data.tokens),
        (error: unknown) => active && setLoadError(errorMessage(error)),
      );
    return () => {
      active = false;
    };
  }, [account]);

  if (!user) {
    return (
      <AccountPanel title="Active Sessions">
        <Alert severity="error">You need to be logged in to view your details.</Alert>
      </AccountPanel>
    );
  }

  const remove = async (session: SessionView) => {
    setConfirming(null);
    const data = await request.send(() =>
      http.delete<{ tokenId: string; message: string }>(
        `/api/account/${encodeURIComponent(user.username)}/sessions/${encodeURIComponent(session.id)}`,
      ),
    );
    if (data) setSessions((list) => list?.filter((s) => s.id !== data.tokenId) ?? null);
  };

  return (
    <AccountPanel title="Active Sessions" maxWidth={720}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        These are the sessions currently signed in to your account. If you see activity you do not
        recognise, remove that session and consider changing your password.
      </Typography>
      <ApiStatus state={request.status} onClose={request.clear} />
      {loadError ? (
        <Alert severity="error">{Array.isArray(loadError) ? loadError.join(' ') : loadError}</Alert>
      ) : !sessions ? (
        <Loading text="Loading session details from the server..." />
      ) : sessions.length === 0 ? (
        <Typography>You have no active sessions. This shouldn&apos;t really happen.</Typography>
      ) : (
        <Table size="small" aria-label="Active Sessions">
          <TableHead>
            <TableRow>
              <TableCell>IP Address</TableCell>
              <TableCell>Last Used</TableCell>
              <TableCell align="right">Remove</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {sessions.map((session) => (
              <TableRow key={session.id} selected={session.id === currentSession}>
                <TableCell>
                  {session.ip}
                  {session.id === currentSession ? ' (this browser)' : ''}
                </TableCell>
                <TableCell>{formatSessionTime(session.lastUsed)}</TableCell>
                <TableCell align="right">
                  <IconButton
                    aria-label={`Remove session ${session.ip}`}
                    onClick={() => setConfirming(session)}
                  >
                    <TrashIcon />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title="Remove session"
        message={REMOVE_SESSION_CONFIRMATION}
        confirmLabel="Remove"
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirming && void remove(confirming)}
      />
    </AccountPanel>
  );
}
