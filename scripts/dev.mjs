#!/usr/bin/env node
// `npm run dev`: the API server reloading on change, and Vite's dev server proxying to it.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, SERVE_CLIENT: 'false' },
  }),
  spawn('npx', ['vite'], { cwd: root, stdio: 'inherit' }),
];

function stopAll() {
  for (const child of children) child.kill('SIGTERM');
}
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
for (const child of children) child.on('exit', stopAll);
