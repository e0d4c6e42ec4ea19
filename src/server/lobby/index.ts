import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { EngineRunner } from '../gamenodes/engine-runner';
import type { HostedGameSpec } from '../gamenodes/game-node';
import { LobbyViewRunner } from '../gamenodes/game-runner';
import type { GameRunner } from '../gamenodes/game-runner';
import { InProcessGameNode } from '../gamenodes/in-process-node';
import { GameNodeRegistry } from '../gamenodes/registry';
import { ChatStore } from './chat-store';
import { DatabaseDeckSource } from './deck-source';
import { LeagueStore } from './league-store';
import { attachLobbySocket } from './lobby-socket';
import { LobbyService } from './lobby-service';
import { NoticeStore } from './notice-store';

/**
 * The rules engine hosts two-player games; a game it cannot set up (the solo Chimera, decks
 * with cards it does not know) is shown as the lobby knew it and takes no commands.
 */
function hostRunner(spec: HostedGameSpec, ctx: ServerContext): GameRunner {
  if (spec.details.newGameType === 'chimera') return new LobbyViewRunner(spec);
  try {
    return new EngineRunner(spec, { catalogue: ctx.catalogue.cards });
  } catch (error) {
    ctx.logger.warn(
      { err: error, gameId: spec.gameId },
      'The rules engine could not set up a game',
    );
    return new LobbyViewRunner(spec);
  }
}

/** The in-process game node's name: its socket lives at /{name}/socket.io. */
export const DEFAULT_NODE_NAME = 'node1';

export interface Lobby {
  service: LobbyService;
  nodes: GameNodeRegistry;
}

const lobbies = new WeakMap<ServerContext, Lobby>();

/** The lobby of a built server (tests and admin tools reach it through here). */
export function lobbyOf(ctx: ServerContext): Lobby | undefined {
  return lobbies.get(ctx);
}

/**
 * Starts the lobby on the server's default socket.io path with the in-process game node.
 * Registered from app.ts; the node and lobby close with the HTTP server.
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
  nodes.register(
    new InProcessGameNode({
      name: DEFAULT_NODE_NAME,
      httpServer: app.server,
      signer: ctx.signer,
      logger: ctx.logger,
      version: ctx.version,
      listener: service,
      runnerFactory: (spec) => hostRunner(spec, ctx),
    }),
  );
  await service.start();
  const notice = await new NoticeStore(ctx.database.db).current();
  if (notice) service.setBanner(notice);
  attachLobbySocket(ctx.io, service, ctx.logger);
  lobbies.set(ctx, { service, nodes });
  app.addHook('onClose', async () => {
    service.stop();
    await nodes.closeAll();
  });
}
