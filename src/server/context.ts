import type { Server as SocketServer } from 'socket.io';
import type { TokenSigner } from './auth/tokens';
import type { ServerConfig } from './config';
import type { Database } from './db/client';
import type { Logger } from './logger';
import type { ServerMetrics } from './metrics/server-metrics';
import type { RedisLink } from './redis';
import type { CatalogueStore } from './services/catalogue-store';

/** What every API plugin and socket handler is given: the process's shared services. */
export interface ServerContext {
  config: ServerConfig;
  database: Database;
  logger: Logger;
  signer: TokenSigner;
  catalogue: CatalogueStore;
  io: SocketServer;
  /** Connections to REDIS_URL (socket.io adapter, bus); null in the embedded default. */
  redis: RedisLink | null;
  version: string;
  /** The process's figures, shown at /metrics when METRICS_TOKEN is set. */
  metrics: ServerMetrics;
}
