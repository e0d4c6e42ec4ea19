import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_FLAGS } from '../../src/protocol/user';
import { users } from '../../src/server/db/schema';
import { grantAllPermissions } from '../../src/server/scripts/grant-permissions';
import type { DataCopy } from '../helpers/catalogue';
import { copySharedData } from '../helpers/catalogue';
import { createTestDatabase, databaseKinds } from '../helpers/databases';
import type { TestDatabase } from '../helpers/databases';

const repoRoot = resolve(import.meta.dirname, '../..');

function runScript(script: string, env: Record<string, string>, args: string[] = []) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((done) => {
    const child = spawn(
      process.execPath,
      [resolve(repoRoot, 'node_modules/tsx/dist/cli.mjs'), script, ...args],
      { cwd: repoRoot, env: { ...process.env, LOG_LEVEL: 'warn', ...env } },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => done({ code, stdout, stderr }));
  });
}

describe('npm run import-data', () => {
  let dataDir: string;
  let copy: DataCopy;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'ashtable-import-'));
    copy = copySharedData();
  });
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
    copy.dispose();
  });

  it('names a malformed file, exits non-zero and imports nothing; then imports', async () => {
    const original = copy.read('decks/precon-core.json');
    copy.write('decks/precon-core.json', original.replace('"name"', '"name" "oops"'));
    const env = { DATA_DIR: dataDir, ASHES_DATA_DIR: copy.dir };
    const failed = await runScript('src/server/scripts/import-data.ts', env);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain('Malformed catalogue data in decks/precon-core.json');
    expect(failed.stderr).toContain('Nothing was changed.');

    copy.write('decks/precon-core.json', original);
    const imported = await runScript('src/server/scripts/import-data.ts', env);
    expect(imported.code).toBe(0);
    expect(imported.stdout).toMatch(/cards: (\d+) \(\1 new, 0 updated, 0 unchanged\)/);
    expect(imported.stdout).toContain('standalone 28');
  }, 240_000);
});

describe.each(await databaseKinds())('make-admin on %s', (kind) => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
  });
  afterAll(() => testDb?.dispose());

  it('grants every permission flag to an existing user, whatever the case of the name', async () => {
    const { db } = testDb.database;
    await db.insert(users).values({
      username: 'Alice',
      email: 'alice@example.com',
      passwordHash: 'x',
      permissions: { isSupporter: false, legacyFlag: true },
    });
    expect(await grantAllPermissions(db, 'alice')).toContain('Alice now has every permission');
    const [row] = await db
      .select({ permissions: users.permissions })
      .from(users)
      .where(eq(users.username, 'Alice'));
    for (const flag of PERMISSION_FLAGS) expect(row?.permissions[flag], flag).toBe(true);
    expect(row?.permissions.legacyFlag).toBe(true);
  });

  it('says clearly that an unknown user does not exist', async () => {
    await expect(grantAllPermissions(testDb.database.db, 'nobody')).rejects.toThrow(
      'There is no user called "nobody". Register the account first.',
    );
  });
});
