import { buildServer } from './app';
import { bootstrap } from './bootstrap';
import { importCatalogueIfEmpty } from './services/catalogue/import';

export interface ServeOptions {
  /** Shown in the log line. */
  role: string;
  /** Overrides SERVE_CLIENT (the lobby process serves only the API and the socket). */
  serveClient?: boolean;
}

/**
 * Boots, imports the catalogue when it is empty, listens, and shuts down cleanly on SIGINT or
 * SIGTERM. Shared by `npm start` and `npm run lobby`.
 */
export async function serve(options: ServeOptions): Promise<void> {
  const booted = await bootstrap();
  const { logger, database } = booted;
  const config = {
    ...booted.config,
    serveClient: options.serveClient ?? booted.config.serveClient,
  };
  const server = await buildServer(config, database, logger);
  await importCatalogueIfEmpty({ config, database, logger, catalogue: server.ctx.catalogue });
  const port = await server.listen();
  logger.info(
    { role: options.role, port, db: database.kind, redis: server.ctx.redis !== null },
    `Ashtable ${options.role} is listening on http://localhost:${port}`,
  );

  const shutdown = async (signal: string) => {
    logger.info({ signal }, 'Shutting down');
    await server.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

/** Runs a process entry point, printing a fatal error and exiting 1 if it fails. */
export function runMain(main: () => Promise<unknown>): void {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
