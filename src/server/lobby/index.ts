import type { FastifyInstance } from 'fastify';
import { registerNodeRoutes } from '../api/nodes';
import type { ServerContext } from '../context';
import { InProcessGameNode } from '../gamenodes/in-process-node';
import { NodeDirectory } from '../gamenodes/node-directory';
import { GameNodeRegistry } from '../gamenodes/registry';
import { engineRunnerFactory } from '../gamenodes/runner-factory';
import { ChatStore } from './chat-store';
import { DatabaseDeckSource } from './deck-source';
import { LeagueStore } from './league-store';
import { attachLobbySocket } from './lobby-socket';
import { LobbyService } from './lobby-service';
import { NoticeStore } from './notice-store';

/** The in-process game node's name: its socket lives at /{name}/socket.io. */
export const DEFAULT_NODE_NAME = 'node1';

export interface Lobby {
  service: LobbyService;
  nodes: GameNodeRegistry;
  /** Dedicated nodes over Redis; null without REDIS_URL. */
  directory: NodeDirectory | null;
}

const lobbies = new WeakMap<ServerContext, Lobby>();

/** The lobby of a built server (tests and admin tools reach it through here). */
export function lobbyOf(ctx: ServerContext): Lobby | undefined {
  return lobbies.get(ctx);
}

/**
 * Starts the lobby on the server's default socket.io path with its game nodes: the
 * in-process node (unless LOBBY_HOSTS_GAMES is off) and, with Redis, the dedicated nodes that
 * register over it. Registered from app.ts; everything closes with the HTTP server.
 */
export async function registerLobby(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  const nodes = new GameNodeRegistry();
  const service = new LobbyService(
    ctx,
    nodes,
    new DatabaseDeckSource(ctx.database),
    new ChatStore(ctx.database.db),
    new LeagueStore(ctx.database.db),
  );
  const settings = ctx.config.gameNode;
  let ownNode: InProcessGameNode | null = null;
  if (ctx.config.lobbyHostsGames) {
    ownNode = new InProcessGameNode({
      name: DEFAULT_NODE_NAME,
      httpServer: app.server,
      signer: ctx.signer,
      logger: ctx.logger,
      version: ctx.version,
      listener: service,
      runnerFactory: engineRunnerFactory(ctx.catalogue, ctx.logger),
      awolMs: settings.awolMs,
      metrics: ctx.metrics,
      database: ctx.database,
      leaseMs: settings.leaseMs,
      computerDelay: settings.computerDelay,
    });
    nodes.register(ownNode);
  } else if (!ctx.redis) {
    ctx.logger.warn('LOBBY_HOSTS_GAMES is off and REDIS_URL unset: no game node can host games');
  }
  const directory = ctx.redis
    ? await NodeDirectory.start({
        redis: ctx.redis,
        prefix: ctx.config.redisPrefix,
        registry: nodes,
        listener: service,
        logger: ctx.logger,
        ackTimeoutMs: settings.ackTimeoutMs,
        sweepMs: settings.heartbeatMs,
      })
    : null;
  await service.start();
  // Games stored by this server before a restart are hosted and listed again.
  await ownNode?.start();
  // A notice staff set before a restart is shown again.
  const notice = await new NoticeStore(ctx.database.db).current();
  if (notice) service.setBanner(notice);
  attachLobbySocket(ctx.io, service, ctx.logger);
  registerNodeRoutes(app, nodes);
  lobbies.set(ctx, { service, nodes, directory });
  app.addHook('onClose', async () => {
    service.stop();
    await directory?.stop();
    await nodes.closeAll();
  });
}
