import { connect } from 'node:net';
import type { LocalAdminReply, LocalAdminRequest } from './channel';
import { isLocalAdminReply } from './channel';

/**
 * What came of asking the channel:
 * - `absent`: no socket file, so no embedded server runs on this DATA_DIR;
 * - `stale`: a file nobody listens on (a crashed server's), so none runs either;
 * - `forbidden`: a server runs but belongs to another user;
 * - `unanswered`: a server accepted the connection but gave no reply in time;
 * - `answered`: the running server's reply.
 */
export type LocalAdminOutcome =
  | { state: 'absent' }
  | { state: 'stale' }
  | { state: 'forbidden' }
  | { state: 'unanswered'; detail: string }
  | { state: 'answered'; reply: LocalAdminReply };

const DEFAULT_TIMEOUT_MS = 15_000;

/**
 * Sends one request (or, with null, only checks whether anyone listens) and reads the reply.
 * Never throws: every failure is one of the outcomes above.
 */
export function askLocalAdmin(
  path: string,
  request: LocalAdminRequest | null,
  timeoutMs = DEFAULT_TIMEOUT_MS,
): Promise<LocalAdminOutcome> {
  return new Promise((settle) => {
    let received = '';
    let done = false;
    const socket = connect(path);
    const finish = (outcome: LocalAdminOutcome) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      settle(outcome);
    };
    const timer = setTimeout(
      () => finish({ state: 'unanswered', detail: `no reply within ${timeoutMs} ms` }),
      timeoutMs,
    );
    socket.setEncoding('utf8');
    socket.on('connect', () => {
      if (request === null) {
        finish({ state: 'answered', reply: { ok: true, message: 'listening' } });
        return;
      }
      socket.write(`${JSON.stringify(request)}\n`);
    });
    socket.on('data', (chunk: string) => {
      received += chunk;
    });
    socket.on('end', () => finish(parseReply(received)));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') finish({ state: 'absent' });
      else if (error.code === 'ECONNREFUSED') finish({ state: 'stale' });
      else if (error.code === 'EACCES' || error.code === 'EPERM') finish({ state: 'forbidden' });
      else finish({ state: 'unanswered', detail: error.message });
    });
  });
}

function parseReply(text: string): LocalAdminOutcome {
  try {
    const reply: unknown = JSON.parse(text);
    if (isLocalAdminReply(reply)) return { state: 'answered', reply };
  } catch {
    // falls through to the outcome below
  }
  return { state: 'unanswered', detail: 'the reply was not understood' };
}
