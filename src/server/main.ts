import { buildServer } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { createLogger } from './logger';

/** The embedded server: API, lobby socket and client in one process. */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const database = await openDatabase(config.databaseUrl, config.dataDir);
  const applied = await migrate(database);
  if (applied.length > 0) logger.info({ applied }, 'Applied database migrations');
  const server = await buildServer(config, database, logger);
  const port = await server.listen();
  logger.info({ port, db: database.kind }, `Ashtable is listening on http://localhost:${port}`);

  const shutdown = async (signal: string) => {
    logger.info({ signal }, 'Shutting down');
    await server.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
