import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
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
  smtpUrl: string | null;
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
}

const DEFAULT_ASHES_LIVE_API = 'https://api.ashes.live';

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

function blankToNull(value: string | undefined): string | null {
  return value === undefined || value.trim() === '' ? null : value.trim();
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
  const port = Number(env.PORT ?? 4000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, not "${env.PORT}"`);
  }
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
    smtpUrl: blankToNull(env.SMTP_URL),
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
  };
}
