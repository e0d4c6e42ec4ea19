import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import type { EngineContext, GameState } from '../../src/engine';
import { isStoredSetup, replayLog } from '../../src/server/gamenodes/engine-runner';
import type { Database } from '../../src/server/db/client';
import { GameLogStore } from '../../src/server/gamenodes/game-log-store';

const repoRoot = resolve(import.meta.dirname, '../..');

/** A server process started from a script of the repository (npm start, npm run gamenode). */
export interface ServerProcess {
  child: ChildProcess;
  exited: Promise<number | null>;
  output(): string;
}

export function startProcess(script: string, env: Record<string, string>): ServerProcess {
  // One process, with tsx as a loader: a signal reaches the server itself (the tsx command
  // runs it in a child, so its kill -9 would leave the server running).
  const child = spawn(process.execPath, ['--import', 'tsx', resolve(repoRoot, script)], {
    cwd: repoRoot,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.on('close', (code) => done(code)));
  return { child, exited, output: () => output };
}

/** A loopback port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => done(port));
    });
  });
}

/** Resolves once `url` answers 200 (polling every 100 ms), or rejects after `timeoutMs`. */
export async function answers(url: string, timeoutMs = 90_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`${url} did not answer`);
}

/** The state a stored game's log leads to, replayed from its setup without any node. */
export async function replayStoredGame(
  database: Database,
  gameId: string,
  context: EngineContext,
): Promise<{ state: GameState; commands: number }> {
  const store = new GameLogStore(database, 0);
  const game = await store.game(gameId);
  if (!game || !isStoredSetup(game.setup)) throw new Error(`game ${gameId} is not stored`);
  const commands = await store.commands(gameId);
  return { state: replayLog(game.setup, context, commands), commands: commands.length };
}
