import { bootstrap } from '../bootstrap';
import { loadConfig } from '../config';
import { localAdminSocketPath } from '../local-admin/channel';
import { askLocalAdmin } from '../local-admin/client';
import { grantAllPermissions } from './grant-permissions';

export interface CommandResult {
  ok: boolean;
  message: string;
}

/**
 * `make-admin`: with the embedded database, a running server holds it, so the grant is sent
 * to that server over the local admin channel (otherwise the server would overwrite it); when
 * the server runs but cannot be reached, nothing is written and the message says what to do.
 * With no server running, or on PostgreSQL (shared safely by every process), the grant is
 * written to the database directly.
 */
export async function makeAdmin(
  username: string,
  env: NodeJS.ProcessEnv = process.env,
  replyTimeoutMs?: number,
): Promise<CommandResult> {
  const config = loadConfig(env);
  if (config.databaseUrl === null) {
    const path = localAdminSocketPath(config.dataDir);
    const outcome = await askLocalAdmin(path, { command: 'make-admin', username }, replyTimeoutMs);
    switch (outcome.state) {
      case 'answered':
        return {
          ok: outcome.reply.ok,
          message: outcome.reply.ok
            ? `${outcome.reply.message} (granted by the running server)`
            : outcome.reply.message,
        };
      case 'forbidden':
        return {
          ok: false,
          message:
            `A server is running on ${config.dataDir} as another user, so this one cannot reach ` +
            'it. Nothing was changed: run make-admin as the user running the server.',
        };
      case 'unanswered':
        return {
          ok: false,
          message:
            `A server is running on ${config.dataDir} but did not answer (${outcome.detail}). ` +
            'Nothing was changed: stop the server, run make-admin again, then start it.',
        };
      case 'absent':
      case 'stale':
        break;
    }
  }
  const { database } = await bootstrap(env);
  try {
    return { ok: true, message: await grantAllPermissions(database.db, username) };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  } finally {
    await database.close();
  }
}
