import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import type { Server as SocketServer } from 'socket.io';
import type { Logger } from './logger';

/** A publishing and a subscribing connection to REDIS_URL (subscribers cannot publish). */
export interface RedisLink {
  pub: Redis;
  sub: Redis;
  close(): Promise<void>;
}

/** The URL without its password, for logs and errors. */
export function redactRedisUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'REDIS_URL (unparsable)';
  }
}

/** Connects both clients now, so that a wrong REDIS_URL stops the start with a clear error. */
export async function connectRedis(url: string, logger: Logger): Promise<RedisLink> {
  const pub = new Redis(url, { lazyConnect: true, connectTimeout: 5000, maxRetriesPerRequest: 3 });
  const sub = pub.duplicate();
  const first: { error: Error | null } = { error: null };
  const remember = (error: Error) => {
    first.error ??= error;
  };
  for (const client of [pub, sub]) client.on('error', remember);
  try {
    await Promise.all([pub.connect(), sub.connect()]);
  } catch (error) {
    pub.disconnect();
    sub.disconnect();
    const reason = first.error?.message ?? (error instanceof Error ? error.message : String(error));
    throw new Error(`Redis at ${redactRedisUrl(url)} is unreachable: ${reason}`, { cause: error });
  }
  // After the start, a dropped connection is retried by ioredis; say so rather than crash.
  for (const client of [pub, sub]) {
    client.off('error', remember);
    client.on('error', (error: Error) => logger.warn({ err: error }, 'Redis connection error'));
  }
  return {
    pub,
    sub,
    async close() {
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}

/** Lets several lobby processes share socket.io rooms and broadcasts through Redis. */
export function attachRedisAdapter(io: SocketServer, link: RedisLink): void {
  io.adapter(createAdapter(link.pub, link.sub));
}

/**
 * A connection of its own for bus subscriptions: the shared subscriber belongs to the socket.io
 * adapter, and a subscribing connection cannot publish.
 */
export async function openSubscriber(link: RedisLink, logger: Logger): Promise<Redis> {
  const sub = link.pub.duplicate();
  sub.on('error', (error: Error) => logger.warn({ err: error }, 'Redis connection error'));
  await sub.connect();
  return sub;
}
