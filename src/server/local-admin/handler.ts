import type { ServerConfig } from '../config';
import type { Database } from '../db/client';
import type { Logger } from '../logger';
import { grantAllPermissions } from '../scripts/grant-permissions';
import { importWithSummary } from '../scripts/import-data-command';
import type { CatalogueStore } from '../services/catalogue-store';
import type { LocalAdminHandler } from './server';

export interface LocalAdminDeps {
  config: ServerConfig;
  database: Database;
  logger: Logger;
  /** The running server's catalogue: an import reloads it, so the new cards serve at once. */
  catalogue: CatalogueStore;
}

/** What the running server does for each command of the local admin channel. */
export function localAdminHandler({
  config,
  database,
  logger,
  catalogue,
}: LocalAdminDeps): LocalAdminHandler {
  return async (request) => {
    if (request.command === 'make-admin') {
      const message = await grantAllPermissions(database.db, request.username);
      logger.info({ username: request.username }, 'make-admin granted every permission');
      return message;
    }
    const ashesDataDir = request.ashesDataDir ?? config.ashesDataDir;
    const result = await importWithSummary({
      config: { ...config, ashesDataDir },
      database,
      logger,
      catalogue,
    });
    if (!result.ok) throw new Error(result.message);
    return result.message;
  };
}
