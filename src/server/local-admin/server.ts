import { chmod, unlink } from 'node:fs/promises';
import { createServer } from 'node:net';
import type { Server, Socket } from 'node:net';
import type { LocalAdminReply, LocalAdminRequest } from './channel';
import { MAX_REQUEST_BYTES, parseLocalAdminRequest } from './channel';
import { askLocalAdmin } from './client';

export type LocalAdminHandler = (request: LocalAdminRequest) => Promise<string>;

export interface LocalAdminServer {
  path: string;
  close(): Promise<void>;
}

/** Thrown when another live process already answers on the channel (it holds the database). */
export class ServerAlreadyRunningError extends Error {}

/**
 * Listens on the local admin channel. A channel left behind by a crashed process is removed;
 * one a live process answers on means that process owns DATA_DIR, so this one refuses to
 * start rather than open the same embedded database twice. The socket file is readable and
 * writable by its owner only: only the machine's owner of the server reaches it.
 */
export async function startLocalAdmin(
  path: string,
  handle: LocalAdminHandler,
): Promise<LocalAdminServer> {
  await ensureNoServerRunning(path);
  const server = createServer((socket) => serveConnection(socket, handle));
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(path, () => {
      server.off('error', reject);
      resolveListen();
    });
  });
  if (process.platform !== 'win32') await chmod(path, 0o600);
  return { path, close: () => closeServer(server) };
}

/**
 * Throws ServerAlreadyRunningError when a live process answers on the channel; removes a
 * channel file left by a crashed one. Called before the embedded database is opened.
 */
export async function ensureNoServerRunning(path: string): Promise<void> {
  const probe = await askLocalAdmin(path, null, 5_000);
  if (probe.state === 'answered' || probe.state === 'unanswered' || probe.state === 'forbidden') {
    throw new ServerAlreadyRunningError(
      `Another Ashtable server is already running on this DATA_DIR (it listens on ${path}). ` +
        'Stop it first, or give this one another DATA_DIR.',
    );
  }
  if (probe.state === 'stale') await unlink(path).catch(() => undefined);
}

function closeServer(server: Server): Promise<void> {
  // Closing a listening Unix socket server removes its file.
  return new Promise((resolveClose) => server.close(() => resolveClose()));
}

/** Reads one request line, answers one reply line, closes. Nothing a client sends throws. */
function serveConnection(socket: Socket, handle: LocalAdminHandler): void {
  let buffered = '';
  let answered = false;
  const reply = (answer: LocalAdminReply) => {
    if (answered) return;
    answered = true;
    socket.end(`${JSON.stringify(answer)}\n`);
  };
  socket.setEncoding('utf8');
  socket.on('error', () => socket.destroy());
  socket.on('data', (chunk: string) => {
    if (answered) return;
    buffered += chunk;
    const newline = buffered.indexOf('\n');
    if (newline < 0) {
      if (buffered.length > MAX_REQUEST_BYTES) reply({ ok: false, message: 'Request too long.' });
      return;
    }
    const request = parseLocalAdminRequest(buffered.slice(0, newline));
    if (typeof request === 'string') {
      reply({ ok: false, message: request });
      return;
    }
    handle(request).then(
      (message) => reply({ ok: true, message }),
      (error: unknown) =>
        reply({ ok: false, message: error instanceof Error ? error.message : String(error) }),
    );
  });
}
