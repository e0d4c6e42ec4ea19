import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { TokenSigner } from '../auth/tokens';
import type { ServerConfig } from '../config';
import type { Database } from '../db/client';
import type { Logger } from '../logger';
import { answerMetrics } from '../metrics/metrics-access';
import { ServerMetrics } from '../metrics/server-metrics';
import { connectRedis } from '../redis';
import { CatalogueStore } from '../services/catalogue-store';
import { checkReadiness } from '../services/readiness';
import { busChannels, parseNodeCommand } from './bus';
import type { LobbyEvent, NodeAnnouncement, NodeCommand } from './bus';
import { GameHost } from './game-host';
import type { GameNodeListener, HostedGameSpec } from './game-node';
import { engineRunnerFactory } from './runner-factory';
import { GameLeaseKeeper } from './game-lease';
import { GameLogStore } from './game-log-store';
import { GameRecovery } from './game-recovery';

export interface DedicatedNodeOptions {
  config: ServerConfig;
  /** Where the card catalogue is read from (the lobby's database). */
  database: Database;
  logger: Logger;
  version: string;
}

export interface RunningGameNode {
  name: string;
  /** The port it listens on. */
  port: number;
  numGames(): number;
  /** Says goodbye to the lobbies, ends its games and closes its connections. */
  close(): Promise<void>;
}

/**
 * `npm run gamenode`: a process that hosts games for the lobbies. It serves the game socket
 * on its own port, announces itself over Redis every heartbeat interval, takes the games the
 * lobbies send (answering each) and reports back to the lobby that sent a game how it ended.
 * Handoff tokens are checked with the same secret the lobby signs them with (JWT_SECRET).
 */
export async function startGameNode(options: DedicatedNodeOptions): Promise<RunningGameNode> {
  const { config, logger } = options;
  if (!config.redisUrl) {
    throw new Error(
      'A game node needs REDIS_URL to reach the lobby. Without Redis, `npm start` hosts games in its own process.',
    );
  }
  const settings = config.gameNode;
  const name = settings.name;
  const catalogue = new CatalogueStore(options.database.db);
  await catalogue.reload();
  if (Object.keys(catalogue.cards).length === 0) {
    logger.warn(
      'The card catalogue is empty: games will be shown but not played (run import-data)',
    );
  }
  const metrics = new ServerMetrics('gamenode', name);
  options.database.observeQueries((seconds) => metrics.query(seconds));
  const redis = await connectRedis(config.redisUrl, logger);
  const channels = busChannels(config.redisPrefix);
  /** The lobby each game came from: its events go back there. */
  const lobbyOfGame = new Map<string, string>();
  let disabled = false;

  const publish = (channel: string, message: LobbyEvent | NodeAnnouncement) =>
    redis.pub.publish(channel, JSON.stringify(message)).catch((error: unknown) => {
      logger.warn({ err: error }, 'Could not publish to the lobby');
    });
  const tellLobby = (gameId: string, event: LobbyEvent) => {
    const lobby = lobbyOfGame.get(gameId);
    if (lobby) void publish(channels.lobby(lobby), event);
  };

  const listener: GameNodeListener = {
    gameFinished: (gameId, outcome) =>
      tellLobby(gameId, { type: 'gameFinished', node: name, gameId, outcome }),
    userLeft: (gameId, username) =>
      tellLobby(gameId, { type: 'userLeft', node: name, gameId, username }),
    rematchAgreed: (gameId) => tellLobby(gameId, { type: 'rematchAgreed', node: name, gameId }),
    gameClosed: (gameId) => {
      tellLobby(gameId, { type: 'gameClosed', node: name, gameId });
      lobbyOfGame.delete(gameId);
      void heartbeat();
    },
  };

  const httpServer = createServer((request, response) => {
    void answerHttp(request, response).catch((error: unknown) => {
      logger.error({ err: error, url: request.url }, 'An HTTP request to the node failed');
      if (!response.headersSent) sendJson(response, 500, { success: false, message: 'Failed' });
      else response.end();
    });
  });
  // PGlite is one process's own database: only PostgreSQL lets another node take a game over.
  if (options.database.kind !== 'postgres') {
    logger.warn("Without DATABASE_URL no other node can take this node's games over");
  }
  const store = new GameLogStore(options.database, settings.leaseMs);
  const host = new GameHost({
    store,
    name,
    httpServer,
    signer: new TokenSigner(config.jwtSecret),
    logger,
    listener,
    runnerFactory: engineRunnerFactory(catalogue, logger),
    awolMs: settings.awolMs,
    metrics,
    computerDelay: settings.computerDelay,
  });
  metrics.watchHost(host);

  const sendJson = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };

  /** The node's own HTTP answers beside the game socket: health, readiness, metrics. */
  async function answerHttp(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = (request.url ?? '').split('?')[0];
    if (request.method !== 'GET') {
      sendJson(response, 405, { success: false, message: 'Only GET is answered here' });
    } else if (path === '/health') {
      sendJson(response, 200, { name, numGames: host.numGames(), disabled });
    } else if (path === '/health/live') {
      sendJson(response, 200, { ok: true });
    } else if (path === '/health/ready') {
      const readiness = await checkReadiness({ database: options.database, redis, catalogue });
      sendJson(response, readiness.ready ? 200 : 503, readiness);
    } else if (path === '/metrics') {
      const answer = await answerMetrics(
        metrics,
        config.metricsToken,
        request.headers.authorization,
      );
      response.writeHead(answer.status, answer.headers);
      response.end(answer.body);
    } else {
      sendJson(response, 404, { success: false, message: 'Not found' });
    }
  }

  const port = await new Promise<number>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(settings.port, config.host, () => {
      httpServer.off('error', reject);
      const address = httpServer.address();
      resolve(typeof address === 'object' && address ? address.port : settings.port);
    });
  });

  const heartbeat = () =>
    publish(channels.nodes, {
      type: 'heartbeat',
      name,
      address: settings.address,
      port,
      numGames: host.numGames(),
      version: options.version,
      disabled,
      intervalMs: settings.heartbeatMs,
      gameIds: host.gameIds(),
    });

  /** A deck with a card this node has not loaded means the catalogue was imported again. */
  async function refreshCatalogueFor(spec: HostedGameSpec): Promise<void> {
    const unknown = spec.players.some((player) => {
      const deck = player.deck;
      // The Chimera's deck is run by the engine too: its cards need their catalogue entries.
      if (!deck) return false;
      return [...deck.phoenixborn, ...deck.cards, ...deck.conjurations].some(
        (card) => !catalogue.get(card.id),
      );
    });
    if (!unknown) return;
    try {
      await catalogue.reload();
    } catch (error) {
      logger.warn({ err: error }, 'Could not reload the card catalogue');
    }
  }

  async function hostGame(command: Extract<NodeCommand, { type: 'hostGame' }>): Promise<void> {
    let error: string | null = null;
    try {
      await refreshCatalogueFor(command.spec);
      lobbyOfGame.set(command.spec.gameId, command.lobby);
      await host.host(command.spec, command.lobby);
    } catch (cause) {
      logger.error({ err: cause, gameId: command.spec.gameId }, 'Could not host a game');
      error = 'The game node could not set up the game';
    }
    await publish(channels.lobby(command.lobby), {
      type: 'ack',
      node: name,
      requestId: command.requestId,
      error,
    });
    await heartbeat();
  }

  function handle(command: NodeCommand): void {
    switch (command.type) {
      case 'hostGame':
        void hostGame(command);
        return;
      case 'endGame':
        host.endGame(command.gameId);
        return;
      case 'leaveGame':
        host.leaveGame(command.gameId, command.username);
        return;
      case 'callOffRematch':
        host.callOffRematch(command.gameId, command.reason);
        return;
      case 'restart':
        logger.info('Restarting: every game ends');
        host.endAll();
        void publish(channels.lobby(command.lobby), {
          type: 'ack',
          node: name,
          requestId: command.requestId,
          error: null,
        });
        return;
      case 'setDisabled':
        disabled = command.disabled;
        logger.info({ disabled }, disabled ? 'Disabled: takes no new games' : 'Enabled');
        void heartbeat();
        return;
    }
  }

  redis.sub.on('message', (channel: string, raw: string) => {
    if (channel !== channels.node(name)) return;
    try {
      const parsed = parseNodeCommand(raw);
      if (!parsed.ok) {
        logger.warn({ error: parsed.error }, 'Ignored a malformed message from the lobby');
        return;
      }
      handle(parsed.message);
    } catch (error) {
      logger.error({ err: error }, 'A message from the lobby failed');
    }
  });
  await redis.sub.subscribe(channels.node(name));
  await heartbeat();
  const beating = setInterval(() => void heartbeat(), settings.heartbeatMs);

  // The games this node holds are kept under leases in the database, and the games of a node
  // that was lost (its lease lapsed) are taken over; every lobby hears where they went.
  const keeper = new GameLeaseKeeper(host, store, logger);
  const recovery = new GameRecovery({
    host,
    store,
    logger,
    canAdopt: () => !disabled,
    onAdopted: (stored) => {
      lobbyOfGame.set(stored.spec.gameId, stored.lobbyId);
      void publish(channels.nodes, { type: 'gameMoved', name, gameId: stored.spec.gameId });
      void heartbeat();
    },
  });
  keeper.start();
  recovery.start();

  return {
    name,
    port,
    numGames: () => host.numGames(),
    async close() {
      clearInterval(beating);
      await recovery.stop();
      await keeper.stop();
      await redis.sub.unsubscribe(channels.node(name)).catch(() => undefined);
      // The games' last events go out before the goodbye (one connection keeps their order).
      await host.close();
      await publish(channels.nodes, { type: 'goodbye', name });
      await new Promise<void>((resolve) => httpServer.close(() => resolve()));
      await redis.close();
      options.database.observeQueries(null);
    },
  };
}
