import { buildServer } from './app';
import { bootstrap } from './bootstrap';
import { loadConfig } from './config';
import { localAdminSocketPath } from './local-admin/channel';
import type { LocalAdminServer } from './local-admin/server';
import {
  ServerAlreadyRunningError,
  ensureNoServerRunning,
  startLocalAdmin,
} from './local-admin/server';
import type { LocalAdminDeps } from './local-admin/handler';
import { localAdminHandler } from './local-admin/handler';
import { startupSummary } from './startup-summary';
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
  const { databaseUrl, dataDir } = loadConfig();
  const embedded = databaseUrl === null;
  const adminPath = localAdminSocketPath(dataDir);
  // The embedded database belongs to one process: refuse before opening it a second time.
  if (embedded) await ensureNoServerRunning(adminPath);
  const booted = await bootstrap();
  const { logger, database } = booted;
  const config = {
    ...booted.config,
    serveClient: options.serveClient ?? booted.config.serveClient,
  };
  const server = await buildServer(config, database, logger);
  const catalogue = server.ctx.catalogue;
  const imported = await importCatalogueIfEmpty({ config, database, logger, catalogue });
  const port = await server.listen();
  const localAdmin = embedded
    ? await openLocalAdmin(adminPath, { config, database, logger, catalogue })
    : null;
  logger.info(
    { role: options.role, port, db: database.kind, redis: server.ctx.redis !== null },
    `Ashtable ${options.role} is listening on http://localhost:${port}`,
  );
  const summary = startupSummary({
    role: options.role,
    port,
    host: config.host,
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    redis: server.ctx.redis !== null,
    serveClient: config.serveClient,
    cards: catalogue.cardCount,
    automatedCards: Object.values(catalogue.cards).filter((card) => card.automated).length,
    precons: catalogue.precons,
    importedFrom: imported?.source ?? null,
    importWarnings: imported?.warnings.length ?? 0,
    logLevel: config.logLevel,
  });
  // Plain lines for the person at the terminal, beside the JSON log for machines.
  process.stdout.write(`${summary.join('\n')}\n`);

  const shutdown = async (signal: string) => {
    logger.info({ signal }, 'Shutting down');
    await localAdmin?.close();
    await server.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

/** The channel `npm run make-admin` and `npm run import-data` reach this process through. */
async function openLocalAdmin(
  path: string,
  deps: LocalAdminDeps,
): Promise<LocalAdminServer | null> {
  try {
    return await startLocalAdmin(path, localAdminHandler(deps));
  } catch (error) {
    // Without the channel the server still serves; make-admin then finds no server running.
    deps.logger.warn({ err: error, path }, 'The local admin channel could not be opened');
    return null;
  }
}

/** Runs a process entry point, printing a fatal error and exiting 1 if it fails. */
export function runMain(main: () => Promise<unknown>): void {
  main().catch((error: unknown) => {
    // A refusal the user can act on is one line; anything else keeps its stack for a report.
    console.error(error instanceof ServerAlreadyRunningError ? error.message : error);
    process.exit(1);
  });
}
