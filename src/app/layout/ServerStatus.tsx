import { Box, Tooltip, Typography } from '@mui/material';
import { useLobbyStore, selectGameStarted } from '../stores/lobby';
import { connectionView } from './connection';

/** The lobby server's status, or the game server's while the current game has started. */
export function ServerStatus() {
  const inGame = useLobbyStore(selectGameStarted);
  const connected = useLobbyStore((s) => (inGame ? s.gameConnection.connected : s.connected));
  const connecting = useLobbyStore((s) => (inGame ? s.gameConnection.connecting : s.connecting));
  const responseTime = useLobbyStore((s) =>
    inGame ? s.gameConnection.responseTime : s.responseTime,
  );
  const view = connectionView({ connected, connecting, responseTime });
  const server = inGame ? 'Game server' : 'Lobby server';
  return (
    <Tooltip title={`${server}: ${view.text}`}>
      <Box
        data-testid="server-status"
        data-status={view.tone}
        sx={{ display: 'flex', alignItems: 'center', gap: 0.75, px: 1, whiteSpace: 'nowrap' }}
      >
        <Box
          sx={{
            width: 10,
            height: 10,
            borderRadius: '50%',
            bgcolor: `${view.tone}.main`,
            boxShadow: (theme) => `0 0 6px ${theme.palette[view.tone].main}`,
          }}
        />
        <Typography
          variant="body2"
          sx={{ color: view.pingTone ? `${view.pingTone}.main` : `${view.tone}.light` }}
        >
          {view.text}
        </Typography>
      </Box>
    </Tooltip>
  );
}
