#!/usr/bin/env node
// `npm start`: builds the client when it is missing or older than its sources, then runs the
// embedded server (API, lobby socket and an in-process game node) in this process's place.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const builtIndex = join(root, 'dist/client/index.html');
const clientSources = [
  'index.html',
  'vite.config.ts',
  'package.json',
  'public',
  'src/app',
  'src/board',
  'src/assets',
  'src/domain',
  'src/protocol',
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
const sourcesAt = Math.max(...clientSources.map((p) => newestMtime(join(root, p))));
if (builtAt < sourcesAt) {
  console.log(
    builtAt
      ? 'Client sources changed; rebuilding the client (this takes a minute)...'
      : 'Building the client (this takes a minute)...',
  );
  // Only warnings and errors: the list of chunks means nothing to someone starting a server.
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  console.log('Client built.');
}

// The server prints a short summary; its JSON log shows warnings and errors unless
// LOG_LEVEL asks for more.
const env = { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL || 'warn' };
const server = spawnSync('npx', ['tsx', 'src/server/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env,
});
process.exit(server.status ?? 0);
