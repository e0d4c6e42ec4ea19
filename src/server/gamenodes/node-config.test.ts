import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';

describe('game node configuration', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'ashtable-node-config-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const base = { DATA_DIR: dataDir, JWT_SECRET: 'x' };

  it('has working defaults: the lobby hosts games, a node name fit for a URL path', () => {
    const config = loadConfig(base);
    expect(config.lobbyHostsGames).toBe(true);
    expect(config.redisPrefix).toBe('ashtable');
    expect(config.gameNode.name).toMatch(/^node-[A-Za-z0-9._-]{0,35}$/);
    expect(config.gameNode).toMatchObject({
      port: 4100,
      address: null,
      heartbeatMs: 5000,
      ackTimeoutMs: 5000,
      awolMs: 120_000,
      leaseMs: 15_000,
    });
  });

  it('reads the environment and refuses values that cannot work', () => {
    const config = loadConfig({
      ...base,
      LOBBY_HOSTS_GAMES: 'false',
      REDIS_PREFIX: 'site2',
      GAMENODE_NAME: 'eu-1',
      GAMENODE_PORT: '0',
      GAMENODE_ADDRESS: 'games.example.org',
      GAMENODE_AWOL_MS: '30000',
      GAMENODE_LEASE_MS: '3000',
    });
    expect(config.lobbyHostsGames).toBe(false);
    expect(config.redisPrefix).toBe('site2');
    expect(config.gameNode).toMatchObject({
      name: 'eu-1',
      port: 0,
      address: 'games.example.org',
      awolMs: 30_000,
      leaseMs: 3000,
    });
    expect(() => loadConfig({ ...base, GAMENODE_NAME: 'a/b' })).toThrow(/GAMENODE_NAME/);
    expect(config.gameNode.computerDelay).toEqual({ minMs: 400, maxMs: 1200 });
    expect(loadConfig({ ...base, COMPUTER_DELAY_MS: '0' }).gameNode.computerDelay).toEqual({
      minMs: 0,
      maxMs: 0,
    });
    expect(loadConfig({ ...base, COMPUTER_DELAY_MS: '100-300' }).gameNode.computerDelay).toEqual({
      minMs: 100,
      maxMs: 300,
    });
    expect(() => loadConfig({ ...base, COMPUTER_DELAY_MS: '900-100' })).toThrow(
      /COMPUTER_DELAY_MS/,
    );
    expect(() => loadConfig({ ...base, COMPUTER_DELAY_MS: 'soon' })).toThrow(/COMPUTER_DELAY_MS/);
    expect(() => loadConfig({ ...base, GAMENODE_PORT: '70000' })).toThrow(/GAMENODE_PORT/);
    expect(() => loadConfig({ ...base, GAMENODE_HEARTBEAT_MS: '0' })).toThrow(
      /GAMENODE_HEARTBEAT_MS/,
    );
  });
});
