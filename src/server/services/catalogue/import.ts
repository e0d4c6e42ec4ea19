import type { ServerConfig } from '../../config';
import type { Database } from '../../db/client';
import type { Logger } from '../../logger';
import type { CatalogueStore } from '../catalogue-store';
import { automatedStubs } from './automated';
import type { ApiFetchOptions } from './fetch-api';
import { fetchCatalogueFromApi } from './fetch-api';
import { CATALOGUE_EMPTY_HINT } from './hint';
import { readCatalogueDirectory } from './read-directory';
import type { CatalogueData } from './source';
import { CatalogueDataError, CatalogueUnavailableError } from './source';
import type { WriteSummary } from './write';
import { writeCatalogue } from './write';

export interface ImportDeps {
  config: Pick<ServerConfig, 'ashesDataDir' | 'ashesLiveApiUrl'>;
  database: Database;
  logger: Logger;
  /** Reloaded after a successful import, when the caller serves from one. */
  catalogue?: CatalogueStore;
  api?: ApiFetchOptions;
}

export interface ImportResult extends WriteSummary {
  source: string;
  warnings: string[];
}

/** ASHES_DATA_DIR when set, otherwise the ashes.live API. */
export function readCatalogueSource(
  config: ImportDeps['config'],
  api?: ApiFetchOptions,
): Promise<CatalogueData> {
  if (config.ashesDataDir) return Promise.resolve(readCatalogueDirectory(config.ashesDataDir));
  return fetchCatalogueFromApi(config.ashesLiveApiUrl, api);
}

/** Reads, validates and writes the whole catalogue; throws, having changed nothing, on failure. */
export async function importCatalogue(deps: ImportDeps): Promise<ImportResult> {
  const { database, logger } = deps;
  const data = await readCatalogueSource(deps.config, deps.api);
  const automated = automatedStubs();
  for (const card of Object.values(data.cards)) card.automated = automated.has(card.stub);
  const summary = await writeCatalogue(database.db, data);
  // Notes about the source data (a stub in two files, ...): the caller reports their number
  // (the start-up summary, import-data's output); the log keeps them at info.
  for (const warning of data.warnings) logger.info({ source: data.source }, warning);
  logger.info({ source: data.source, ...summary }, 'Imported the card catalogue');
  await deps.catalogue?.reload();
  return { ...summary, source: data.source, warnings: data.warnings };
}

/** One line for a failed import: the file or page at fault, and why. */
export function describeImportError(error: unknown): string {
  if (error instanceof CatalogueDataError)
    return `Malformed catalogue data in ${error.file}: ${error.message}`;
  if (error instanceof CatalogueUnavailableError)
    return `Catalogue source unavailable: ${error.message}`;
  return `Catalogue import failed: ${error instanceof Error ? error.message : String(error)}`;
}

/**
 * At start: imports when there are no cards yet. Any failure is logged with the hint and the
 * server carries on with an empty catalogue.
 */
export async function importCatalogueIfEmpty(
  deps: ImportDeps & { catalogue: CatalogueStore },
): Promise<ImportResult | null> {
  if (!deps.catalogue.isEmpty) return null;
  deps.logger.info('The card catalogue is empty; importing it');
  try {
    return await importCatalogue(deps);
  } catch (error) {
    const file = error instanceof CatalogueDataError ? error.file : undefined;
    deps.logger.error({ file }, describeImportError(error));
    deps.logger.warn(CATALOGUE_EMPTY_HINT);
    return null;
  }
}
