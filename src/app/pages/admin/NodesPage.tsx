import {
  Alert,
  Button,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { lobbyConnection } from '../../socket/lobby-socket';
import { useLobbyStore } from '../../stores/lobby';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { AccountPanel } from '../account/AccountPanel';
import { LobbyNoticeEditor } from './LobbyNoticeEditor';
import type { LobbyClientMessage } from '../../../protocol/lobby-client';

/** The node administration messages this page sends. */
type NodeAdminMessage = Extract<
  LobbyClientMessage,
  { type: 'getnodestatus' | 'togglenode' | 'restartnode' }
>;

/** Game node administration over the lobby socket (getnodestatus, togglenode, restartnode). */
export function NodesPage() {
  const nodes = useLobbyStore((s) => s.nodeStatus);
  const connected = useLobbyStore((s) => s.connected);
  const [error, setError] = useState<string | null>(null);
  const [restarting, setRestarting] = useState<string | null>(null);

  const send = useCallback(
    (message: NodeAdminMessage) =>
      lobbyConnection
        .send(message)
        .then((answer) =>
          setError(answer.success === false && 'message' in answer ? String(answer.message) : null),
        ),
    [],
  );

  // Ask as soon as the lobby is there; the answer arrives as a nodestatus event.
  useEffect(() => {
    if (connected) void send({ type: 'getnodestatus' });
  }, [connected, send]);

  return (
    <AccountPanel title="Game nodes" maxWidth={900}>
      {error && <Alert severity="error">{error}</Alert>}
      {nodes === null ? (
        <Typography>Waiting for game node status from the lobby...</Typography>
      ) : nodes.length === 0 ? (
        <Typography>There are no game nodes connected. This is probably bad.</Typography>
      ) : (
        <Table size="small" aria-label="Game nodes">
          <TableHead>
            <TableRow>
              <TableCell>Node Name</TableCell>
              <TableCell>Num Games</TableCell>
              <TableCell>Status</TableCell>
              <TableCell>Version</TableCell>
              <TableCell>Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {nodes.map((node) => (
              <TableRow key={node.name}>
                <TableCell>{node.name}</TableCell>
                <TableCell>{node.numGames}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    color={node.status === 'active' ? 'success' : 'default'}
                    label={node.status}
                  />
                </TableCell>
                <TableCell>{node.version}</TableCell>
                <TableCell>
                  <Stack direction="row" spacing={1}>
                    <Button
                      size="small"
                      onClick={() => void send({ type: 'togglenode', nodeName: node.name })}
                    >
                      {node.status === 'active' ? 'Disable' : 'Enable'}
                    </Button>
                    <Button size="small" color="warning" onClick={() => setRestarting(node.name)}>
                      Restart
                    </Button>
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Button
        sx={{ mt: 2 }}
        variant="outlined"
        onClick={() => void send({ type: 'getnodestatus' })}
      >
        Refresh
      </Button>
      <ConfirmDialog
        open={restarting !== null}
        title="Restart game node"
        message={`Restart ${restarting ?? ''}? Every game running on it ends.`}
        confirmLabel="Restart"
        onConfirm={() => {
          if (restarting) void send({ type: 'restartnode', nodeName: restarting });
          setRestarting(null);
        }}
        onCancel={() => setRestarting(null)}
      />
      <LobbyNoticeEditor />
    </AccountPanel>
  );
}
