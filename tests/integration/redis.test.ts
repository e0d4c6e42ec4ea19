import { io as connectClient } from 'socket.io-client';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/server/logger';
import { connectRedis } from '../../src/server/redis';
import type { TestServer } from '../helpers/server';
import { startTestServer } from '../helpers/server';
import { REDIS_URL, redisReachable } from './redis-helpers';

describe('an unreachable REDIS_URL', () => {
  it('stops the start with a clear error', async () => {
    await expect(
      connectRedis('redis://:secret@127.0.0.1:9', createLogger('silent')),
    ).rejects.toThrow(/^Redis at redis:\/\/:\*\*\*@127\.0\.0\.1:9 is unreachable: .*ECONNREFUSED/);
  });
});

describe.skipIf(!(await redisReachable()))('with the socket.io Redis adapter', () => {
  let first: TestServer;
  let second: TestServer;
  let client: Socket;
  beforeAll(async () => {
    [first, second] = await Promise.all([
      startTestServer('pglite', { REDIS_URL }),
      startTestServer('pglite', { REDIS_URL }),
    ]);
    client = connectClient(second.url, { transports: ['websocket'], forceNew: true });
    await new Promise<void>((resolve, reject) => {
      client.once('connect', resolve);
      client.once('connect_error', reject);
    });
  });
  afterAll(async () => {
    client?.disconnect();
    await Promise.all([first?.close(), second?.close()]);
  });

  it('reports redis: true in /api/health', async () => {
    const body = (await (await fetch(`${first.url}/api/health`)).json()) as { redis: boolean };
    expect(body.redis).toBe(true);
  });

  it('delivers a broadcast from one server to a client of the other', async () => {
    const received = new Promise<unknown>((resolve) => client.once('redis-check', resolve));
    // The adapter subscribes asynchronously; broadcast until the message arrives.
    const sender = setInterval(
      () => first.server.ctx.io.emit('redis-check', { from: 'first' }),
      100,
    );
    try {
      expect(await received).toEqual({ from: 'first' });
    } finally {
      clearInterval(sender);
    }
  });

  it('sees the sockets of every server', async () => {
    const sockets = await first.server.ctx.io.fetchSockets();
    expect(sockets.map((s) => s.id)).toContain(client.id);
  });
});
