import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import type { Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PERMISSION_FLAGS } from '../../src/protocol/user';
import type { Database } from '../../src/server/db/client';
import { openDatabase } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';
import { users } from '../../src/server/db/schema';
import { localAdminSocketPath } from '../../src/server/local-admin/channel';
import { askLocalAdmin } from '../../src/server/local-admin/client';
import type { LocalAdminServer } from '../../src/server/local-admin/server';
import {
  ServerAlreadyRunningError,
  ensureNoServerRunning,
  startLocalAdmin,
} from '../../src/server/local-admin/server';
import { localAdminHandler } from '../../src/server/local-admin/handler';
import { importData } from '../../src/server/scripts/import-data-command';
import { makeAdmin } from '../../src/server/scripts/make-admin-command';
import type { TestDatabase } from '../helpers/databases';
import type { TestServer } from '../helpers/server';
import { SHARED_DATA_DIR, startTestServer } from '../helpers/server';

async function addUser(database: Database, username: string): Promise<void> {
  await database.db
    .insert(users)
    .values({ username, email: `${username}@example.com`, passwordHash: 'x' });
}

async function permissionsOf(database: Database, username: string) {
  const [row] = await database.db
    .select({ permissions: users.permissions })
    .from(users)
    .where(eq(users.username, username));
  return row?.permissions ?? {};
}

describe('make-admin with the embedded database', () => {
  let dataDir: string;
  let env: NodeJS.ProcessEnv;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'ashtable-make-admin-'));
    env = { DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' };
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  describe('while the server runs', () => {
    let server: TestServer;
    let serverDb: TestDatabase;
    let channel: LocalAdminServer;
    beforeEach(async () => {
      // The running server, with its own database: it alone holds the data, as with PGlite.
      server = await startTestServer('pglite');
      serverDb = server.testDb;
      const { config, logger, catalogue } = server.server.ctx;
      channel = await startLocalAdmin(
        localAdminSocketPath(dataDir),
        localAdminHandler({ config, logger, catalogue, database: serverDb.database }),
      );
    });
    afterEach(async () => {
      await channel.close();
      await server.close();
    });

    it('sends the grant to the running server, which sees it at once', async () => {
      await addUser(serverDb.database, 'alice');
      const result = await makeAdmin('alice', env);
      expect(result).toEqual({
        ok: true,
        message: `alice now has every permission: ${PERMISSION_FLAGS.join(', ')} (granted by the running server)`,
      });
      const permissions = await permissionsOf(serverDb.database, 'alice');
      for (const flag of PERMISSION_FLAGS) expect(permissions[flag], flag).toBe(true);
      // Nothing was opened beside the server's database.
      expect(existsSync(join(dataDir, 'pglite'))).toBe(false);
    });

    it("passes on the server's refusal for an unknown user", async () => {
      expect(await makeAdmin('nobody', env)).toEqual({
        ok: false,
        message: 'There is no user called "nobody". Register the account first.',
      });
    });

    it('has the running server import the catalogue, which it serves at once', async () => {
      expect(server.server.ctx.catalogue.cardCount).toBe(0);
      const result = await importData({ ...env, ASHES_DATA_DIR: SHARED_DATA_DIR });
      expect(result.ok).toBe(true);
      expect(result.message).toContain('Imported the card catalogue from');
      expect(result.message).toContain('(imported by the running server, which uses it at once)');
      expect(server.server.ctx.catalogue.cardCount).toBeGreaterThan(0);
      const cards = await fetch(`${server.url}/api/cards`);
      expect(Object.keys(((await cards.json()) as { cards: object }).cards).length).toBe(
        server.server.ctx.catalogue.cardCount,
      );
      expect(existsSync(join(dataDir, 'pglite'))).toBe(false);
    }, 120_000);

    it("passes on the running server's failed import, which changes nothing", async () => {
      const result = await importData({ ...env, ASHES_DATA_DIR: join(dataDir, 'missing') });
      expect(result.ok).toBe(false);
      expect(result.message).toContain('Nothing was changed.');
      expect(server.server.ctx.catalogue.cardCount).toBe(0);
    });

    it('keeps a second server from opening the same data folder', async () => {
      await expect(ensureNoServerRunning(localAdminSocketPath(dataDir))).rejects.toThrow(
        ServerAlreadyRunningError,
      );
    });

    it('answers a malformed or unknown request with a refusal and changes nothing', async () => {
      await addUser(serverDb.database, 'bob');
      const path = localAdminSocketPath(dataDir);
      const outcome = await askLocalAdmin(path, {
        command: 'make-admin',
        username: '   ',
      });
      expect(outcome).toEqual({
        state: 'answered',
        reply: { ok: false, message: 'make-admin needs a username.' },
      });
      expect((await permissionsOf(serverDb.database, 'bob')).isAdmin).not.toBe(true);
    });
  });

  it('refuses clearly, writing nothing, when the running server does not answer', async () => {
    const silent: Server = createServer(() => undefined);
    const path = localAdminSocketPath(dataDir);
    await new Promise<void>((listening) => silent.listen(path, listening));
    try {
      const result = await makeAdmin('alice', env, 300);
      expect(result.ok).toBe(false);
      expect(result.message).toContain('A server is running on');
      expect(result.message).toContain('Nothing was changed: stop the server');
      expect(existsSync(join(dataDir, 'pglite'))).toBe(false);
    } finally {
      silent.close();
    }
  });

  it('writes the grant to the database when no server runs (even after a crash)', async () => {
    const database = await openDatabase(null, dataDir);
    await migrate(database);
    await addUser(database, 'carol');
    await database.close();
    // A crashed server leaves its socket file behind: nobody listens on it.
    writeFileSync(localAdminSocketPath(dataDir), '');

    const result = await makeAdmin('carol', env);
    expect(result).toEqual({
      ok: true,
      message: `carol now has every permission: ${PERMISSION_FLAGS.join(', ')}`,
    });
    const reopened = await openDatabase(null, dataDir);
    try {
      expect((await permissionsOf(reopened, 'carol')).isAdmin).toBe(true);
    } finally {
      await reopened.close();
    }
  }, 120_000);
});
