import Fastify, { LogController } from 'fastify';
import type { FastifyBaseLogger, FastifyInstance, FastifySchema } from 'fastify';
import { Server as SocketServer } from 'socket.io';
import { registerAccountRoutes } from './api/account';
import { registerPatreonRoutes } from './api/account-patreon';
import { registerProfileRoutes } from './api/account-profile';
import { registerBanlistRoutes } from './api/banlist';
import { registerCardRoutes } from './api/cards';
import { registerClientRoutes } from './api/client';
import { registerClientConfigRoutes } from './api/client-config';
import { registerCollectionRoutes } from './api/collections';
import { registerApiCompression } from './api/compression';
import { registerDeckRoutes } from './api/decks';
import { registerInputGuard } from './api/input-guard';
import { registerErrorHandler } from './api/errors';
import { registerHealthRoutes } from './api/health';
import { registerJsonBodyParser } from './api/json-body';
import { registerMessageRoutes } from './api/messages';
import { registerLeagueRoutes } from './api/league';
import { registerLobbyNoticeRoutes } from './api/lobby-notice';
import { registerUserAdminRoutes } from './api/user';
import { registerResultRoutes } from './api/results';
import { registerSharedReplayRoutes } from './api/shared-replays';
import { registerReplayForkRoutes } from './api/replay-fork';
import { resolveUser } from './auth/guard';
import { TokenSigner } from './auth/tokens';
import type { ServerConfig } from './config';
import type { ServerContext } from './context';
import type { Database } from './db/client';
import type { Logger } from './logger';
import { registerMetricsRoute } from './metrics/metrics-route';
import { describeApiRoutes, registerOpenApi } from './openapi/register-openapi';
import { checkResponses } from './openapi/response-check';
import type { ResponseMismatch } from './openapi/response-check';
import { ServerMetrics } from './metrics/server-metrics';
import { attachRedisAdapter, connectRedis } from './redis';
import { CatalogueStore } from './services/catalogue-store';
import { lobbyOf, registerLobby } from './lobby';
import { VERSION } from './version';

export interface BuiltServer {
  app: FastifyInstance;
  ctx: ServerContext;
  /** Every route the server registered, as method and URL pattern (for tools that walk the API). */
  routes: RegisteredRoute[];
  /** Listens on config.port (0 picks a free one) and resolves to the bound port. */
  listen(): Promise<number>;
  close(): Promise<void>;
}

export interface RegisteredRoute {
  method: string;
  url: string;
  /** Its request and response schemas (every `/api` route has them; see api/schemas). */
  schema?: FastifySchema;
}

export interface BuildOptions {
  /**
   * Tests: called for every `/api` answer its route's response schema does not allow (the
   * check parses each body, so production leaves it off).
   */
  onResponseMismatch?: (mismatch: ResponseMismatch) => void;
}

/** Trusts the nearest `hops` proxies in front of the server (hop 0 is the socket's peer). */
function trustNearestHops(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
}

/** Builds the HTTP API, the static client and the lobby socket on one Fastify server. */
export async function buildServer(
  config: ServerConfig,
  database: Database,
  logger: Logger,
  options: BuildOptions = {},
): Promise<BuiltServer> {
  const fastifyLogger: FastifyBaseLogger = logger;
  const app = Fastify({
    loggerInstance: fastifyLogger,
    // Off by default: X-Forwarded-For from anyone would choose the address that limits and bans see.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? trustNearestHops(config.trustProxy)
        : config.trustProxy,
    bodyLimit: 8 * 1024 * 1024,
    // Request lines only at debug level: the API is chatty and errors are logged anyway.
    logController: new LogController({ disableRequestLogging: config.logLevel !== 'debug' }),
  });
  describeApiRoutes(app);
  if (options.onResponseMismatch) checkResponses(app, options.onResponseMismatch);
  const routes: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      routes.push({ method, url: route.url, ...(route.schema ? { schema: route.schema } : {}) });
    }
  });
  const io = new SocketServer(app.server, { cors: { origin: true } });
  const redis = config.redisUrl ? await connectRedis(config.redisUrl, logger) : null;
  if (redis) attachRedisAdapter(io, redis);
  const metrics = new ServerMetrics('lobby');
  metrics.countLobbySockets(() => io.of('/').sockets.size);
  database.observeQueries((seconds) => metrics.query(seconds));
  const catalogue = new CatalogueStore(database.db);
  await catalogue.reload();
  const ctx: ServerContext = {
    config,
    database,
    logger,
    signer: new TokenSigner(config.jwtSecret),
    catalogue,
    io,
    redis,
    version: VERSION,
    metrics,
  };

  registerErrorHandler(app);
  registerJsonBodyParser(app);
  registerInputGuard(app);
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/api/')) {
      request.user = await resolveUser(request, ctx.signer, database.db);
    }
  });

  // The built client first: its files go from their build-time .br/.gz copies, and only the
  // routes registered after the compression plugin are compressed on the fly.
  await registerClientRoutes(app, ctx);
  await registerApiCompression(app);
  await registerOpenApi(app, VERSION);
  registerHealthRoutes(app, ctx);
  registerMetricsRoute(app, metrics, config.metricsToken);
  await registerAccountRoutes(app, ctx);
  registerProfileRoutes(app, ctx);
  registerPatreonRoutes(app, ctx);
  registerUserAdminRoutes(app, ctx);
  registerBanlistRoutes(app, ctx);
  registerResultRoutes(app, ctx);
  registerSharedReplayRoutes(app, ctx);
  registerReplayForkRoutes(app, ctx);
  registerMessageRoutes(app, ctx);
  registerClientConfigRoutes(app, ctx);
  registerCardRoutes(app, ctx);
  registerDeckRoutes(app, ctx);
  registerCollectionRoutes(app, ctx);
  registerLeagueRoutes(app, ctx);
  registerLobbyNoticeRoutes(app, ctx);
  await registerLobby(app, ctx);

  return {
    app,
    ctx,
    routes,
    async listen() {
      await app.listen({ port: config.port, host: config.host });
      const address = app.server.address();
      return typeof address === 'object' && address ? address.port : config.port;
    },
    async close() {
      // Game sockets share the HTTP server, whose close waits for every connection: the game
      // nodes let their games go (stored, to be taken back) before the lobby socket closes it.
      await lobbyOf(ctx)?.nodes.closeAll();
      await io.close();
      await app.close();
      await redis?.close();
      database.observeQueries(null);
    },
  };
}
