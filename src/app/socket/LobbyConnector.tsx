import { useEffect } from 'react';
import { lobbyConnection } from './lobby-socket';

/** Opens the lobby socket once for the whole app (the shell's counters need it everywhere). */
export function LobbyConnector() {
  useEffect(() => {
    lobbyConnection.start();
  }, []);
  return null;
}
