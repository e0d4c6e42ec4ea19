import type { LobbyIdentity } from '../../src/server/lobby/lobby-user';

/** A plain signed-in lobby user: no permissions, nobody blocked. */
export function lobbyIdentity(id: number, username: string): LobbyIdentity {
  return {
    id,
    username,
    permissions: {},
    blockList: [],
    patreon: null,
    avatar: null,
    faveColor: null,
    role: 'user',
  };
}
