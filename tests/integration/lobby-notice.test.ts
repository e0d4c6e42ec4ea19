import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../helpers/databases';
import type { TestServer } from '../helpers/server';
import { startTestServer } from '../helpers/server';
import { call } from './account-helpers';
import { buildServer } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { createLogger } from '../../src/server/logger';
import { LobbyClient, createLobbyUser, lobbyClient } from './lobby-helpers';
import type { LobbyTestUser } from './lobby-helpers';

const HOOK_TIMEOUT_MS = 120_000;

function until(check: () => boolean): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const poll = () => {
      if (check()) return resolve();
      if (Date.now() - started > 15_000) return reject(new Error('condition not met in 15 s'));
      setTimeout(poll, 20);
    };
    poll();
  });
}

describe.each(await databaseKinds())('lobby notice on %s', (kind) => {
  let test: TestServer;
  let staff: LobbyTestUser;
  let player: LobbyTestUser;

  beforeAll(async () => {
    test = await startTestServer(kind);
    staff = await createLobbyUser(test, 'NodeKeeper', { permissions: { canManageNodes: true } });
    player = await createLobbyUser(test, 'Plain');
  }, HOOK_TIMEOUT_MS);
  afterAll(() => test.close());

  it('refuses visitors without the permission and bad bodies, changing nothing', async () => {
    const body = { message: 'Maintenance at noon', type: 'warning' };
    expect((await call(test.url, 'PUT', '/api/lobby/notice', { body })).status).toBe(401);
    const forbidden = await call(test.url, 'PUT', '/api/lobby/notice', {
      body,
      token: player.token,
    });
    expect(forbidden.status).toBe(403);
    for (const bad of [
      {},
      { message: '   ', type: 'info' },
      { message: 'x', type: 'shouting' },
      { message: 'x'.repeat(501), type: 'info' },
      { message: 'x', type: 'info', extra: true },
      { message: 42, type: 'info' },
    ]) {
      const answer = await call(test.url, 'PUT', '/api/lobby/notice', {
        body: bad,
        token: staff.token,
      });
      expect(answer.status, JSON.stringify(bad)).toBe(400);
      expect(answer.body.success).toBe(false);
      expect(typeof answer.body.message).toBe('string');
    }
    expect((await call(test.url, 'GET', '/api/lobby/notice')).body.notice).toBeNull();
  });

  it('shows a stored notice to everyone in the lobby at once and to later visitors, until cleared', async () => {
    const watcher = await lobbyClient(test);
    const set = await call(test.url, 'PUT', '/api/lobby/notice', {
      body: { message: 'Maintenance at noon', type: 'warning' },
      token: staff.token,
    });
    expect(set.status).toBe(200);
    const notice = { message: 'Maintenance at noon', type: 'warning' };
    await until(() => watcher.count('banner') > 0);
    expect(watcher.last('banner')).toEqual(notice);
    expect((await call(test.url, 'GET', '/api/lobby/notice')).body.notice).toEqual(notice);

    const later = await lobbyClient(test, player);
    await until(() => later.count('banner') > 0);
    expect(later.last('banner')).toEqual(notice);

    // A lobby started afresh on the same database shows the stored notice.
    const config = loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: test.dataDir,
      SERVE_CLIENT: 'false',
      LOG_LEVEL: 'warn',
    });
    const restarted = await buildServer(config, test.testDb.database, createLogger('warn'));
    const port = await restarted.listen();
    const afterRestart = new LobbyClient(`http://127.0.0.1:${port}`);
    await afterRestart.connected();
    await until(() => afterRestart.count('banner') > 0);
    expect(afterRestart.last('banner')).toEqual(notice);
    afterRestart.close();
    await restarted.close();

    const cleared = await call(test.url, 'DELETE', '/api/lobby/notice', { token: staff.token });
    expect(cleared.status).toBe(200);
    await until(() => watcher.last('banner') === null);
    expect((await call(test.url, 'GET', '/api/lobby/notice')).body.notice).toBeNull();
    watcher.close();
    later.close();
  });
});
