import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGameNode } from '../../src/server/gamenodes/dedicated-node';
import type { Sample } from '../helpers/prometheus';
import { parseSamples, sampleValue } from '../helpers/prometheus';
import type { TestServer } from '../helpers/server';
import { startTestServer } from '../helpers/server';
import type { GameSocketClient } from './game-socket-client';
import {
  createLobbyUser,
  gameTestServer,
  patientPolls,
  preconDeckId,
  startedGame,
} from './lobby-helpers';
import type { LobbyTestUser } from './lobby-helpers';
import { REDIS_URL, redisReachable, startTestGameNode } from './redis-helpers';
import { selfPlay } from './self-play';

const TOKEN = `metrics-${randomUUID()}`;
/** Bot commands per game: enough to run through several prompts, few enough to stay quick. */
const COMMANDS = 30;

async function scrape(url: string, authorization: string | null = `Bearer ${TOKEN}`) {
  const response = await fetch(url, {
    headers: authorization === null ? {} : { authorization },
  });
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    text: await response.text(),
  };
}

/** A menu button for a prompt that is not current: the rules refuse it. */
async function sendRefusedCommand(game: GameSocketClient) {
  const before = game.errors.length;
  game.send({ type: 'menuButton', arg: 'done', uuid: 'not-the-current-prompt', method: null });
  await expect.poll(() => game.errors.length).toBe(before + 1);
}

/** Plays a started game and checks the figures a scrape of `url` shows meanwhile. */
async function expectGameFigures(
  url: string,
  games: [GameSocketClient, GameSocketClient],
  role: 'lobby' | 'gamenode',
): Promise<Sample[]> {
  const sent = await selfPlay(
    [
      { name: 'Alice', game: games[0] },
      { name: 'Bob', game: games[1] },
    ],
    COMMANDS,
  );
  expect(sent).toBe(COMMANDS);
  await sendRefusedCommand(games[0]);

  const scraped = await scrape(url);
  expect(scraped.status).toBe(200);
  expect(scraped.type).toContain('text/plain');
  const samples = parseSamples(scraped.text);
  const value = (name: string, labels: Record<string, string> = {}) =>
    sampleValue(samples, name, { role, ...labels });
  expect(value('ashtable_games_live')).toBe(1);
  expect(value('ashtable_sockets_connected', { socket: 'game' })).toBe(2);
  const applied = value('ashtable_game_commands_total', { outcome: 'applied' }) ?? 0;
  const refused = value('ashtable_game_commands_total', { outcome: 'refused' }) ?? 0;
  expect(refused).toBeGreaterThanOrEqual(1);
  expect(applied + refused).toBe(COMMANDS + 1);
  expect(value('ashtable_game_commands_total', { outcome: 'error' })).toBe(0);
  expect(value('ashtable_game_command_duration_seconds_count')).toBe(COMMANDS + 1);
  expect(value('ashtable_game_command_duration_seconds_bucket', { le: '+Inf' })).toBe(COMMANDS + 1);
  expect(value('ashtable_errors_total', { area: 'game' })).toBe(0);
  expect(value('nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
  expect(value('nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
  return samples;
}

describe('metrics of a lobby hosting games itself', () => {
  let test: TestServer;
  let plain: TestServer;
  let alice: LobbyTestUser;
  let bob: LobbyTestUser;
  let preconId: number;

  patientPolls();
  beforeAll(async () => {
    test = await gameTestServer('pglite', { METRICS_TOKEN: TOKEN });
    plain = await startTestServer('pglite');
    alice = await createLobbyUser(test, 'Alice');
    bob = await createLobbyUser(test, 'Bob');
    preconId = await preconDeckId(test, 'standalone');
  });
  afterAll(async () => {
    await test?.close();
    await plain?.close();
  });

  it('is off without METRICS_TOKEN and refuses a scrape without the right token', async () => {
    expect((await scrape(`${plain.url}/metrics`)).status).toBe(404);
    const missing = await scrape(`${test.url}/metrics`, null);
    expect(missing.status).toBe(401);
    expect(JSON.parse(missing.text)).toEqual({
      success: false,
      message: 'A valid metrics token is required',
    });
    expect((await scrape(`${test.url}/metrics`, `Bearer ${TOKEN}x`)).status).toBe(401);
    expect((await scrape(`${test.url}/metrics`, TOKEN)).status).toBe(401);
  });

  it('shows games, sockets, commands, refusals, latency, queries, lag and heap during a self-played game', async () => {
    const { lobbies, games } = await startedGame(test, alice, bob, preconId);
    try {
      const samples = await expectGameFigures(`${test.url}/metrics`, games, 'lobby');
      expect(
        sampleValue(samples, 'ashtable_sockets_connected', { socket: 'lobby' }),
      ).toBeGreaterThanOrEqual(2);
      expect(sampleValue(samples, 'ashtable_db_query_duration_seconds_count')).toBeGreaterThan(0);
      expect(sampleValue(samples, 'ashtable_errors_total', { area: 'http' })).toBe(0);
    } finally {
      for (const client of [...games, ...lobbies]) client.close();
    }
  });
});

describe.skipIf(!(await redisReachable()))('metrics of a dedicated game node', () => {
  const shared = {
    REDIS_URL,
    REDIS_PREFIX: `ashtable-test-${randomUUID()}`,
    JWT_SECRET: `secret-${randomUUID()}`,
    GAMENODE_HEARTBEAT_MS: '200',
    METRICS_TOKEN: TOKEN,
  };
  let test: TestServer;
  let node: RunningGameNode;

  patientPolls();
  beforeAll(async () => {
    test = await gameTestServer('pglite', { ...shared, LOBBY_HOSTS_GAMES: 'false' });
    node = await startTestGameNode(test, shared, 'metricsnode');
  });
  afterAll(async () => {
    await node?.close();
    await test?.close();
  });

  it('shows its own games, game sockets and commands on its port, with the token only', async () => {
    const url = `http://127.0.0.1:${node.port}/metrics`;
    expect((await scrape(url, null)).status).toBe(401);
    const alice = await createLobbyUser(test, 'Alice');
    const bob = await createLobbyUser(test, 'Bob');
    const staff = await createLobbyUser(test, 'Staff', { permissions: { canManageNodes: true } });
    const preconId = await preconDeckId(test, 'standalone');
    // The lobby hands games to the node once it has heard the node's first heartbeat.
    await expect
      .poll(async () => {
        const response = await fetch(`${test.url}/api/nodes`, {
          headers: { authorization: `Bearer ${staff.token}` },
        });
        const body = (await response.json()) as { nodes?: { name: string }[] };
        return body.nodes?.map((listed) => listed.name);
      })
      .toEqual(['metricsnode']);
    const { lobbies, games } = await startedGame(test, alice, bob, preconId);
    try {
      const samples = await expectGameFigures(url, games, 'gamenode');
      expect(sampleValue(samples, 'ashtable_games_live', { node: 'metricsnode' })).toBe(1);
      // The lobby's own figures show none of the node's games.
      const lobby = parseSamples((await scrape(`${test.url}/metrics`)).text);
      expect(sampleValue(lobby, 'ashtable_games_live', { role: 'lobby' })).toBe(0);
    } finally {
      for (const client of [...games, ...lobbies]) client.close();
    }
  });
});
