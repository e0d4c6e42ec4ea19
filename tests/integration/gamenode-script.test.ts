// Slow by design (about a minute on two busy cores): it starts `npm run gamenode` as its own
// process through tsx, which loads the whole server before it can refuse or announce itself.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDIS_URL, redisReachable } from './redis-helpers';

const repoRoot = resolve(import.meta.dirname, '../..');
const SCRIPT = 'src/server/scripts/gamenode.ts';
const withRedis = await redisReachable();

function startScript(env: Record<string, string>) {
  const child = spawn(
    process.execPath,
    [resolve(repoRoot, 'node_modules/tsx/dist/cli.mjs'), SCRIPT],
    {
      cwd: repoRoot,
      env: { ...process.env, LOG_LEVEL: 'warn', REDIS_URL: '', ...env },
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.on('close', (code) => done(code)));
  return { child, exited, output: () => output };
}

describe('npm run gamenode', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'ashtable-gamenode-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses to start without REDIS_URL', async () => {
    const run = startScript({ DATA_DIR: dataDir });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('A game node needs REDIS_URL to reach the lobby');
  }, 120_000);

  it.skipIf(!withRedis)(
    'announces itself over Redis until it is stopped, then says goodbye',
    async () => {
      const prefix = `ashtable-test-${randomUUID()}`;
      const listener = new Redis(REDIS_URL);
      const heard: { type: string; name: string; port?: number }[] = [];
      listener.on('message', (_channel: string, raw: string) => heard.push(JSON.parse(raw)));
      await listener.subscribe(`${prefix}:nodes`);
      const run = startScript({
        DATA_DIR: dataDir,
        REDIS_URL,
        REDIS_PREFIX: prefix,
        GAMENODE_NAME: 'scriptnode',
        GAMENODE_PORT: '0',
        GAMENODE_HEARTBEAT_MS: '200',
      });
      try {
        await expect
          .poll(() => heard.filter((m) => m.type === 'heartbeat').length, { timeout: 90_000 })
          .toBeGreaterThan(1);
        const beat = heard.find((m) => m.type === 'heartbeat');
        expect(beat).toMatchObject({ name: 'scriptnode', numGames: 0, disabled: false });
        const health = await fetch(`http://127.0.0.1:${beat?.port}/health`);
        expect(await health.json()).toEqual({ name: 'scriptnode', numGames: 0, disabled: false });
        run.child.kill('SIGTERM');
        expect(await run.exited).toBe(0);
        expect(heard.at(-1)).toEqual({ type: 'goodbye', name: 'scriptnode' });
      } finally {
        run.child.kill('SIGKILL');
        listener.disconnect();
      }
    },
    120_000,
  );
});
