// The lobby of `lobby.bench.ts`, in a process of its own so that its event loop is measured
// apart from the thousands of client sockets: a real server (`tests/helpers/server.ts`, an
// in-memory database) with users to create games. It answers the bench over IPC:
// `broadcast` sends a banner to every lobby socket, through the lobby (`after`) or as the lobby
// did before rooms, one `socket.emit` per socket (`before`).
import type { BannerNotice } from '../src/protocol/lobby';
import { lobbyOf } from '../src/server/lobby';
import { createLobbyUser } from '../tests/helpers/lobby-client';
import type { LobbyTestUser } from '../tests/helpers/lobby-client';
import { startTestServer } from '../tests/helpers/server';

export type LobbyRequest = { type: 'broadcast'; path: 'before' | 'after'; notice: BannerNotice };

export type LobbyReply =
  | { type: 'ready'; url: string; users: LobbyTestUser[] }
  | { type: 'broadcast'; sockets: number; serverMs: number };

function reply(message: LobbyReply): void {
  process.send?.(message);
}

function isLobbyRequest(value: unknown): value is LobbyRequest {
  return typeof value === 'object' && value !== null && 'type' in value && 'path' in value;
}

async function main(): Promise<void> {
  const users = Number(process.env.LOBBY_BENCH_USERS ?? 500);
  const test = await startTestServer('pglite', { LOG_LEVEL: 'error', LOBBY_HOSTS_GAMES: 'false' });
  const lobby = lobbyOf(test.server.ctx);
  if (!lobby) throw new Error('The server has no lobby');
  const created: LobbyTestUser[] = [];
  for (let i = 0; i < users; i += 1) created.push(await createLobbyUser(test, `player${i}`));

  process.on('message', (message: unknown) => {
    if (!isLobbyRequest(message)) return;
    const sockets = test.server.ctx.io.of('/').sockets;
    const started = performance.now();
    if (message.path === 'after') lobby.service.setBanner(message.notice);
    else for (const socket of sockets.values()) socket.emit('banner', message.notice);
    reply({ type: 'broadcast', sockets: sockets.size, serverMs: performance.now() - started });
  });
  process.on('disconnect', () => {
    void test.close().finally(() => process.exit(0));
  });
  reply({ type: 'ready', url: test.url, users: created });
}

void main();
