import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';

/** Everything the server reads from its environment, documented in the README. */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL connection string; PGlite under dataDir when null. */
  databaseUrl: string | null;
  redisUrl: string | null;
  /** Folder in the ashes.live data layout (cards/, decks/, altarts/); the API is used when null. */
  ashesDataDir: string | null;
  ashesLiveApiUrl: string;
  cardImageBaseUrl: string | null;
  jwtSecret: string;
  /** smtp:// or smtps:// URL of the mail server; mail goes to DATA_DIR/outbox when null. */
  smtpUrl: string | null;
  /** The From header of the site's mail. */
  smtpFrom: string;
  /** PEM certificates (SMTP_CA_FILE) trusted for the mail server besides the system's. */
  smtpCa: string | null;
  requireActivation: boolean;
  /** Public origin used in emailed links; derived from host and port when unset. */
  publicUrl: string;
  /** Serve the built client from dist/client (off under the Vite dev server). */
  serveClient: boolean;
  clientDir: string;
  logLevel: string;
  /** OAuth client of the supporter service (Patreon); linking is off while clientId is null. */
  patreon: {
    clientId: string | null;
    clientSecret: string | null;
    authorizeUrl: string;
    tokenUrl: string;
    identityUrl: string;
  };
  /** Requests per minute and IP on login, register, forgot-password and token refresh. */
  authRateLimit: number;
  /**
   * Which proxies may name the client's address in X-Forwarded-For: none (false, the socket's
   * own address counts), the nearest N hops, or these proxy addresses (IPs or CIDR ranges).
   */
  trustProxy: TrustProxy;
  /** Bearer token that /metrics asks for; null turns /metrics off. */
  metricsToken: string | null;
  /** Prefix of every Redis channel of the lobby–node bus (several sites can share one Redis). */
  redisPrefix: string;
  /** The lobby process hosts games itself (its in-process node); off when only dedicated nodes should. */
  lobbyHostsGames: boolean;
  gameNode: GameNodeConfig;
}

/** A game node's settings: the dedicated node's identity and the timings both sides use. */
export interface GameNodeConfig {
  /** The node's name: its socket lives at /{name}/socket.io. */
  name: string;
  /** Port the dedicated node listens on (0 picks a free one). */
  port: number;
  /** Host browsers connect to; null means the host they reached the lobby on. */
  address: string | null;
  /** How often a dedicated node tells the lobby it is alive; three missed and it is dropped. */
  heartbeatMs: number;
  /** How long the lobby waits for a dedicated node to take a game. */
  ackTimeoutMs: number;
  /** A player without a game socket for this long is marked awol (and a game whose players all are ends). */
  awolMs: number;
  /** How long a node's hold on a stored game lasts unless renewed; after it another node takes it over. */
  leaseMs: number;
  /** How long the computer of a practice game takes over each decision, at least and at most (ms). */
  computerDelay: { minMs: number; maxMs: number };
}

export type TrustProxy = false | number | string[];

/** Ranges and addresses, the way Fastify's trustProxy takes them. */
function isAddressOrRange(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d{1,3}$/.test(bits) && n <= (family === 4 ? 32 : 128);
}

function trustProxy(env: NodeJS.ProcessEnv): TrustProxy {
  const raw = blankToNull(env.TRUST_PROXY);
  if (raw === null || ['false', 'off', 'no', '0'].includes(raw.toLowerCase())) return false;
  if (/^\d+$/.test(raw)) return Number(raw);
  const entries = raw.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isAddressOrRange(entry));
  if (bad.length > 0 || entries.length === 0) {
    throw new Error(
      `TRUST_PROXY must be a number of proxy hops or a comma-separated list of proxy addresses, not "${raw}"`,
    );
  }
  return entries;
}

const DEFAULT_ASHES_LIVE_API = 'https://api.ashes.live';

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

/** `COMPUTER_DELAY_MS`: one figure (always that long, 0 for tests) or a range `min-max`. */
function computerDelay(env: NodeJS.ProcessEnv): { minMs: number; maxMs: number } {
  const raw = blankToNull(env.COMPUTER_DELAY_MS);
  if (raw === null) return { minMs: 400, maxMs: 1200 };
  const match = /^(\d+)(?:-(\d+))?$/.exec(raw);
  const minMs = Number(match?.[1]);
  const maxMs = Number(match?.[2] ?? match?.[1]);
  if (!match || maxMs < minMs || maxMs > 60_000) {
    throw new Error(
      `COMPUTER_DELAY_MS must be milliseconds or a range such as 400-1200, not "${raw}"`,
    );
  }
  return { minMs, maxMs };
}

function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = blankToNull(env[name]);
  if (raw === null) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    throw new Error(`${name} must be a positive whole number, not "${raw}"`);
  }
  return value;
}

function portNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name] ?? String(fallback);
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`${name} must be a port number, not "${raw}"`);
  }
  return port;
}

/** Node names become URL paths: letters, digits, dot, dash and underscore only. */
const NODE_NAME = /^[A-Za-z0-9._-]{1,40}$/;

function nodeName(env: NodeJS.ProcessEnv): string {
  // The default is cut to fit: a long host name must not stop every process from starting.
  const name =
    blankToNull(env.GAMENODE_NAME) ??
    `node-${hostname().replace(/[^A-Za-z0-9._-]/g, '')}`.slice(0, 40);
  if (!NODE_NAME.test(name)) {
    throw new Error(
      `GAMENODE_NAME must be 1 to 40 letters, digits, dots, dashes or underscores, not "${name}"`,
    );
  }
  return name;
}

function blankToNull(value: string | undefined): string | null {
  return value === undefined || value.trim() === '' ? null : value.trim();
}

/** SMTP_URL must name a mail server nodemailer can reach; a typo fails at start, not at the first mail. */
function smtpUrl(env: NodeJS.ProcessEnv): string | null {
  const raw = blankToNull(env.SMTP_URL);
  if (raw === null) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error('SMTP_URL must be a URL such as smtp://user:pass@mail.example.com:587');
  }
  if ((url.protocol !== 'smtp:' && url.protocol !== 'smtps:') || url.hostname === '') {
    throw new Error(
      `SMTP_URL must start with smtp:// or smtps:// and name a host, not "${url.protocol}//${url.host}"`,
    );
  }
  return raw;
}

const DEFAULT_SMTP_FROM = 'Ashtable <noreply@ashtable.local>';
/** `Name <address>` or a bare address; the name may be any UTF-8 text without angle brackets. */
const MAILBOX = /^(?:[^<>\r\n]*<[^<>@\s]+@[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+)$/;

function smtpFrom(env: NodeJS.ProcessEnv): string {
  const from = blankToNull(env.SMTP_FROM) ?? DEFAULT_SMTP_FROM;
  if (!MAILBOX.test(from)) {
    throw new Error(
      `SMTP_FROM must be an address or "Name <address>", such as ${DEFAULT_SMTP_FROM}, not "${from}"`,
    );
  }
  return from;
}

/** The text of a PEM file named by a setting; a missing or foreign file stops the start. */
function readPemFile(env: NodeJS.ProcessEnv, name: string): string | null {
  const path = blankToNull(env[name]);
  if (path === null) return null;
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new Error(`${name}: cannot read "${path}" (${String(error)})`);
  }
  if (!text.includes('-----BEGIN CERTIFICATE-----')) {
    throw new Error(`${name}: "${path}" holds no PEM certificate`);
  }
  return text;
}

/** Short enough to guess is too short: the figures show how busy and how healthy the site is. */
const METRICS_TOKEN_MIN = 16;

function metricsToken(env: NodeJS.ProcessEnv): string | null {
  const token = blankToNull(env.METRICS_TOKEN);
  if (token !== null && (token.length < METRICS_TOKEN_MIN || /\s/.test(token))) {
    throw new Error(
      `METRICS_TOKEN must be at least ${METRICS_TOKEN_MIN} characters without spaces (e.g. from \`openssl rand -hex 24\`)`,
    );
  }
  return token;
}

/** Reads JWT_SECRET, or the secret kept in DATA_DIR (generated on first use). */
function loadJwtSecret(env: NodeJS.ProcessEnv, dataDir: string): string {
  const fromEnv = blankToNull(env.JWT_SECRET);
  if (fromEnv) return fromEnv;
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = portNumber(env, 'PORT', 4000);
  const host = blankToNull(env.HOST) ?? '0.0.0.0';
  const dataDir = resolve(blankToNull(env.DATA_DIR) ?? './data');
  mkdirSync(dataDir, { recursive: true });
  const ashesDataDir = blankToNull(env.ASHES_DATA_DIR);
  return {
    port,
    host,
    dataDir,
    databaseUrl: blankToNull(env.DATABASE_URL),
    redisUrl: blankToNull(env.REDIS_URL),
    ashesDataDir: ashesDataDir ? resolve(ashesDataDir) : null,
    ashesLiveApiUrl: (blankToNull(env.ASHES_LIVE_API_URL) ?? DEFAULT_ASHES_LIVE_API).replace(
      /\/$/,
      '',
    ),
    cardImageBaseUrl: blankToNull(env.CARD_IMAGE_BASE_URL),
    jwtSecret: loadJwtSecret(env, dataDir),
    smtpUrl: smtpUrl(env),
    smtpFrom: smtpFrom(env),
    smtpCa: readPemFile(env, 'SMTP_CA_FILE'),
    requireActivation: flag(env.REQUIRE_ACTIVATION, false),
    publicUrl: (blankToNull(env.PUBLIC_URL) ?? `http://localhost:${port}`).replace(/\/$/, ''),
    serveClient: flag(env.SERVE_CLIENT, true),
    clientDir: resolve(blankToNull(env.CLIENT_DIR) ?? 'dist/client'),
    logLevel: blankToNull(env.LOG_LEVEL) ?? 'info',
    patreon: {
      clientId: blankToNull(env.PATREON_CLIENT_ID),
      clientSecret: blankToNull(env.PATREON_CLIENT_SECRET),
      authorizeUrl:
        blankToNull(env.PATREON_AUTHORIZE_URL) ?? 'https://www.patreon.com/oauth2/authorize',
      tokenUrl: blankToNull(env.PATREON_TOKEN_URL) ?? 'https://www.patreon.com/api/oauth2/token',
      identityUrl:
        blankToNull(env.PATREON_IDENTITY_URL) ??
        'https://www.patreon.com/api/oauth2/v2/identity?include=memberships&fields%5Bmember%5D=patron_status',
    },
    authRateLimit: Number(blankToNull(env.AUTH_RATE_LIMIT) ?? 30),
    trustProxy: trustProxy(env),
    metricsToken: metricsToken(env),
    redisPrefix: blankToNull(env.REDIS_PREFIX) ?? 'ashtable',
    lobbyHostsGames: flag(env.LOBBY_HOSTS_GAMES, true),
    gameNode: {
      name: nodeName(env),
      port: portNumber(env, 'GAMENODE_PORT', 4100),
      address: blankToNull(env.GAMENODE_ADDRESS),
      heartbeatMs: positiveInt(env, 'GAMENODE_HEARTBEAT_MS', 5000),
      ackTimeoutMs: positiveInt(env, 'GAMENODE_ACK_TIMEOUT_MS', 5000),
      awolMs: positiveInt(env, 'GAMENODE_AWOL_MS', 120_000),
      leaseMs: positiveInt(env, 'GAMENODE_LEASE_MS', 15_000),
      computerDelay: computerDelay(env),
    },
  };
}
