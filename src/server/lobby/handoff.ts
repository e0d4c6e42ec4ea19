import type { Socket } from 'socket.io';
import type { GameHandoff } from '../../protocol/lobby';
import { chatIdentity } from '../gamenodes/chat-identities';
import type { GameNode } from '../gamenodes/game-node';
import { signHandoff } from '../gamenodes/handoff-token';
import { emit } from './broadcaster';
import type { LobbyGameRecord } from './lobby-game';
import type { Connection, LobbyState } from './lobby-state';

/**
 * Sends a connection the way into its game on a node: where to connect and a signed, short-lived
 * token. Given at the start, on watching a started game, on signing in again, when a game
 * moved node, and when a game socket could not get back in.
 */
export async function sendHandoff(
  lobby: LobbyState,
  connection: Connection,
  game: LobbyGameRecord,
  chosen?: GameNode,
): Promise<void> {
  const user = connection.user;
  const node = chosen ?? (game.node ? lobby.nodes.get(game.node) : undefined);
  if (!user || !node) return;
  const lobbyHost = hostOf(connection.socket, lobby.ctx.config.trustProxy !== false);
  const port = node.port ?? lobbyHost.port;
  const handoff: GameHandoff = {
    address: node.address ?? lobbyHost.address,
    authToken: await signHandoff(lobby.ctx.signer, {
      gameId: game.id,
      userId: user.id,
      username: user.username,
      node: node.name,
      chatIdentity: chatIdentity(user.role, user.faveColor),
    }),
    user: user.username,
    gameId: game.id,
    name: node.name,
  };
  if (port !== null && port !== 80 && port !== 443) handoff.port = port;
  emit(connection, 'handoff', handoff);
}

/** Hands every connection of a game's players and spectators to its node. */
export async function handOffMembers(
  lobby: LobbyState,
  game: LobbyGameRecord,
  chosen?: GameNode,
): Promise<void> {
  for (const member of game.members) {
    for (const connection of lobby.connectionsOf(member.id)) {
      await sendHandoff(lobby, connection, game, chosen);
    }
  }
}

/**
 * The host and port the browser used to reach the lobby, from the socket's handshake. The
 * scheme a proxy reports (X-Forwarded-Proto) counts only when proxies are trusted.
 */
function hostOf(socket: Socket, trustProxy: boolean): { address: string; port: number | null } {
  const header = socket.handshake.headers.host ?? 'localhost';
  try {
    const url = new URL(`http://${header}`);
    const forwardedProto = trustProxy ? socket.handshake.headers['x-forwarded-proto'] : undefined;
    const secure = forwardedProto === 'https' || socket.handshake.secure;
    const port = url.port ? Number(url.port) : secure ? 443 : 80;
    return { address: url.hostname, port };
  } catch {
    return { address: 'localhost', port: null };
  }
}
