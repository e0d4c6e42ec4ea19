import { resolve } from 'node:path';
import { bootstrap } from '../bootstrap';
import { loadConfig } from '../config';
import { localAdminSocketPath } from '../local-admin/channel';
import { askLocalAdmin } from '../local-admin/client';
import type { ImportDeps, ImportResult } from '../services/catalogue/import';
import { describeImportError, importCatalogue } from '../services/catalogue/import';
import type { CommandResult } from './make-admin-command';

/** An import takes a while on a loaded machine: the running server gets this long to answer. */
const IMPORT_REPLY_TIMEOUT_MS = 300_000;

/** What `npm run import-data` prints about an import. */
export function importSummary(result: ImportResult): string {
  const { cards } = result;
  const lines = [
    `Imported the card catalogue from ${result.source}`,
    `  cards: ${cards.total} (${cards.inserted} new, ${cards.updated} updated, ${cards.unchanged} unchanged)`,
  ];
  if (result.precons) {
    const total = Object.values(result.precons).reduce((sum, n) => sum + n, 0);
    const perCollection = Object.entries(result.precons).map(([key, n]) => `${key} ${n}`);
    lines.push(`  precon decks: ${total} (${perCollection.join(', ')})`);
  } else lines.push('  precon decks: unchanged (the source has none)');
  lines.push(`  alt arts: ${result.altArts ?? 'unchanged (the source has none)'}`);
  for (const warning of result.warnings) lines.push(`  warning: ${warning}`);
  return lines.join('\n');
}

/** Runs one import; a failure is described by file, and nothing was changed. */
export async function importWithSummary(deps: ImportDeps): Promise<CommandResult> {
  try {
    return { ok: true, message: importSummary(await importCatalogue(deps)) };
  } catch (error) {
    return { ok: false, message: `${describeImportError(error)}\nNothing was changed.` };
  }
}

/**
 * `import-data`: with the embedded database and a running server, the server imports (and
 * reloads its catalogue at once) when asked over the local admin channel; when it runs but
 * cannot be reached, nothing is done and the message says what to do. Otherwise this process
 * imports into the database itself.
 */
export async function importData(
  env: NodeJS.ProcessEnv = process.env,
  replyTimeoutMs = IMPORT_REPLY_TIMEOUT_MS,
): Promise<CommandResult> {
  const config = loadConfig(env);
  if (config.databaseUrl === null) {
    const path = localAdminSocketPath(config.dataDir);
    const ashesDataDir = config.ashesDataDir ? resolve(config.ashesDataDir) : null;
    const request = { command: 'import-data', ashesDataDir } as const;
    const outcome = await askLocalAdmin(path, request, replyTimeoutMs);
    if (outcome.state === 'answered') {
      return {
        ok: outcome.reply.ok,
        message: outcome.reply.ok
          ? `${outcome.reply.message}\n(imported by the running server, which uses it at once)`
          : outcome.reply.message,
      };
    }
    if (outcome.state === 'forbidden' || outcome.state === 'unanswered') {
      const why = outcome.state === 'forbidden' ? 'runs as another user' : 'did not answer';
      return {
        ok: false,
        message:
          `A server is running on ${config.dataDir} but ${why}. Nothing was changed: stop ` +
          'the server, run import-data again, then start it.',
      };
    }
  }
  const { logger, database } = await bootstrap(env);
  try {
    return await importWithSummary({ config, database, logger });
  } finally {
    await database.close();
  }
}
