import { connect } from 'node:net';

export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A plain PING over TCP, so that the check needs no client retries (generous under load). */
export function redisReachable(): Promise<boolean> {
  const { hostname, port } = new URL(REDIS_URL);
  return new Promise((resolve) => {
    const socket = connect(Number(port || 6379), hostname);
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(5000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}
