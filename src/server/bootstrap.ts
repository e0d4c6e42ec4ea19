import type { ServerConfig } from './config';
import { loadConfig } from './config';
import type { Database } from './db/client';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import type { Logger } from './logger';
import { createLogger } from './logger';

export interface Bootstrapped {
  config: ServerConfig;
  logger: Logger;
  database: Database;
}

/** What every process does first: configuration, logger, database with migrations applied. */
export async function bootstrap(env: NodeJS.ProcessEnv = process.env): Promise<Bootstrapped> {
  const config = loadConfig(env);
  const logger = createLogger(config.logLevel);
  const database = await openDatabase(config.databaseUrl, config.dataDir);
  const applied = await migrate(database);
  if (applied.length > 0) logger.info({ applied }, 'Applied database migrations');
  return { config, logger, database };
}
