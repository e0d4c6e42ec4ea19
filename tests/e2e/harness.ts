import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { SERVER_BUNDLE_ENV } from './server-bundle';

const repoRoot = resolve(import.meta.dirname, '../..');
export const SHARED_DATA_DIR =
  process.env.ASHES_DATA_DIR ?? resolve(repoRoot, '../shared/ashes-data');
/** Screenshots and other artifacts of browser tests. */
export const ARTIFACTS_DIR = resolve(repoRoot, 'test-results/e2e');

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

export interface E2EServer {
  url: string;
  port: number;
  dataDir: string;
  /** Everything the server printed, for failure messages. */
  output(): string;
  /** Stops the process and starts it again on the same port and data, with `env` changes. */
  restart(env?: Record<string, string>): Promise<void>;
  stop(): Promise<void>;
}

/** One server process on a port and data folder, up once its health check answers. */
async function spawnServer(
  port: number,
  dataDir: string,
  clientDir: string,
  env: Record<string, string>,
  log: (chunk: string) => void,
): Promise<ChildProcess> {
  let output = '';
  // The server compiled once for the run when the global setup made it, else from source.
  const bundle = process.env[SERVER_BUNDLE_ENV];
  const entry = bundle ? [bundle] : ['--import', 'tsx', 'src/server/main.ts'];
  const child: ChildProcess = spawn(process.execPath, entry, {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ASHES_DATA_DIR: SHARED_DATA_DIR,
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      CLIENT_DIR: clientDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const record = (chunk: Buffer) => {
    output += chunk.toString();
    log(chunk.toString());
  };
  child.stdout?.on('data', record);
  child.stderr?.on('data', record);
  const url = `http://127.0.0.1:${port}`;
  // Generous: on a loaded machine PGlite, the migrations and the first import take a while.
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Server exited early:\n${output}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`Server did not start in time:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return child;
}

async function stopProcess(child: ChildProcess, graceMs = 5000): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, graceMs))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

function builtClientDir(): string {
  // CLIENT_DIR (as the server reads it) lets separate builds be tested side by side.
  const clientDir = resolve(repoRoot, process.env.CLIENT_DIR ?? 'dist/client');
  if (!existsSync(join(clientDir, 'index.html'))) {
    throw new Error(`The client is not built in ${clientDir}: run \`npm run build\` first`);
  }
  return clientDir;
}

/**
 * The environment variable naming a server's first-start database (see `writeDataTemplate`):
 * set by the browser run's global setup (`global-setup.ts`).
 */
export const DATA_TEMPLATE_ENV = 'ASHTABLE_E2E_DATA_TEMPLATE';

/**
 * Starts the server once on an empty DATA_DIR and stops it cleanly, leaving the database it
 * made on its first start (PGlite's initdb, the migrations, the catalogue imported from the
 * shared data): tens of seconds on a busy machine that every browser file would otherwise
 * spend again. Each `startE2EServer` copies it into its own DATA_DIR, so the servers still
 * share nothing. Returns the folder to pass in DATA_TEMPLATE_ENV.
 */
export async function writeDataTemplate(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ashtable-e2e-template-'));
  let output = '';
  const child = await spawnServer(await freePort(), dataDir, builtClientDir(), {}, (chunk) => {
    output += chunk;
  });
  // A generous grace: a database stopped by SIGKILL is no template.
  await stopProcess(child, 60_000);
  if (child.exitCode !== 0) {
    throw new Error(`The template server did not stop cleanly (${child.exitCode}):\n${output}`);
  }
  return join(dataDir, 'pglite');
}

/**
 * Starts the real server (`src/server/main.ts`) as its own process on a free loopback port,
 * with a temporary DATA_DIR (embedded PGlite) and the shared catalogue; the database is a copy
 * of the first-start one when DATA_TEMPLATE_ENV names it. The client must have been built
 * (`npm run build`, done by `npm test`).
 */
export async function startE2EServer(env: Record<string, string> = {}): Promise<E2EServer> {
  const clientDir = builtClientDir();
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'ashtable-e2e-'));
  const template = process.env[DATA_TEMPLATE_ENV];
  if (template) cpSync(template, join(dataDir, 'pglite'), { recursive: true });
  let output = '';
  const log = (chunk: string) => (output += chunk);
  let child = await spawnServer(port, dataDir, clientDir, env, log);
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    dataDir,
    output: () => output,
    async restart(changes = {}) {
      await stopProcess(child);
      child = await spawnServer(port, dataDir, clientDir, { ...env, ...changes }, log);
    },
    async stop() {
      await stopProcess(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((p): p is string => Boolean(p) && existsSync(p as string));
  if (!found) {
    throw new Error("Chromium not found: install Debian's chromium (apt-get install -y chromium)");
  }
  return found;
}

/** Debian's Chromium, headless, with a fresh profile; never a downloaded browser. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--enable-unsafe-swiftshader',
      // The board's glides are drawn by software GL here, a good share of a run's CPU; tests
      // check where things end up. The test of the glide itself asks for motion in its context.
      '--force-prefers-reduced-motion',
    ],
  });
}

/**
 * A new browser context (its own storage, like a separate person) on a 1600x1000 window drawn
 * at half its pixels: without a GPU, Chromium draws WebGL and composites pages in software, and
 * filling pixels was most of what a browser test cost (a board redraw took 140 ms of a core at
 * full size, 45 ms at half). Layout, the board's hit testing and every click are in CSS pixels
 * and do not change; a test of how sharp things are drawn makes its own context at its scale.
 */
export function newContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width: 1600, height: 1000 }, deviceScaleFactor: 0.5 });
}

/** Saves a screenshot under test-results/e2e for people to look at after the run. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS_DIR, `${name}.png`), fullPage: true });
}

/** The server and browser a suite shares, started before its first test and stopped after its last. */
export interface SuiteStage {
  readonly server: E2EServer;
  readonly browser: Browser;
}

/** The server's environment, or what works it out once the suite starts (e.g. a fake's URL). */
export type SuiteEnv = Record<string, string> | (() => Promise<Record<string, string>>);

/**
 * Starts a server (with `env`) and a browser for the describe block it is called in, and stops
 * both after it. Read `stage.server` and `stage.browser` inside tests and hooks only.
 */
export function serverAndBrowserPerSuite(env: SuiteEnv = {}): SuiteStage {
  let server: E2EServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    const serverEnv = typeof env === 'function' ? env() : Promise.resolve(env);
    [server, browser] = await Promise.all([
      serverEnv.then((values) => startE2EServer(values)),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  return {
    get server() {
      if (!server) throw new Error('The suite server is read before the suite started it');
      return server;
    },
    get browser() {
      if (!browser) throw new Error('The suite browser is read before the suite started it');
      return browser;
    },
  };
}
