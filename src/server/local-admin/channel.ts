import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';

/** Unix socket paths longer than this are refused by some systems (108 bytes on Linux). */
const MAX_SOCKET_PATH = 100;

/**
 * The local admin channel: a Unix socket (a named pipe on Windows) in DATA_DIR through which
 * the commands of the machine's owner (`npm run make-admin`, `npm run import-data`) reach the running embedded
 * server. PGlite lets one process hold the database, so a second process writing to it would
 * be overwritten by the server and lost.
 */
export function localAdminSocketPath(dataDir: string): string {
  const absolute = resolve(dataDir);
  const digest = createHash('sha256').update(absolute).digest('hex').slice(0, 16);
  if (process.platform === 'win32') return `\\\\.\\pipe\\ashtable-admin-${digest}`;
  const inDataDir = join(absolute, 'admin.sock');
  // A deep DATA_DIR gets a socket in the temporary folder named after it instead.
  return inDataDir.length <= MAX_SOCKET_PATH
    ? inDataDir
    : join(tmpdir(), `ashtable-admin-${digest}.sock`);
}

/** A request on the channel: one JSON line. */
export type LocalAdminRequest =
  | { command: 'make-admin'; username: string }
  /** The folder to import from, when the command names one; the server's own otherwise. */
  | { command: 'import-data'; ashesDataDir: string | null };

/** The server's answer: one JSON line. */
export interface LocalAdminReply {
  ok: boolean;
  message: string;
}

/** Longest request line the server reads; anything longer is refused unread. */
export const MAX_REQUEST_BYTES = 4096;

/** Checks a parsed request line; returns the request or the reason it is refused. */
export function parseLocalAdminRequest(line: string): LocalAdminRequest | string {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return 'The request is not JSON.';
  }
  if (!isRecord(value)) return 'The request must be an object.';
  const { command, username, ashesDataDir } = value;
  if (command === 'import-data') {
    if (ashesDataDir === null || ashesDataDir === undefined) return { command, ashesDataDir: null };
    if (
      typeof ashesDataDir !== 'string' ||
      !isAbsolute(ashesDataDir) ||
      ashesDataDir.length > 1000
    ) {
      return 'import-data takes an absolute folder, or none.';
    }
    return { command, ashesDataDir };
  }
  if (command !== 'make-admin') return `Unknown command ${JSON.stringify(command)}.`;
  if (typeof username !== 'string' || username.trim() === '' || username.length > 100) {
    return 'make-admin needs a username.';
  }
  return { command, username: username.trim() };
}

export function isLocalAdminReply(value: unknown): value is LocalAdminReply {
  return isRecord(value) && typeof value.ok === 'boolean' && typeof value.message === 'string';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
