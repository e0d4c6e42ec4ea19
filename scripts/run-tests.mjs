#!/usr/bin/env node
// Runs every check of `npm test` in order and ends with one line: "N passed, N failed, N skipped".
// Typecheck, lint and format count as one check each; vitest stages count their tests. Skipped
// tests are counted so that a suite quietly skipping (a service down, data missing) shows.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const resultsDir = resolve(root, 'test-results');
mkdirSync(resultsDir, { recursive: true });

let passed = 0;
let failed = 0;
let skipped = 0;

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status === 0;
}

/** Runs a check with its output held back, resolving to whether it passed and what it printed. */
function runQuietly(command, args) {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: root, env: process.env });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => done({ ok: false, output: `${output}${error.message}\n` }));
    child.on('close', (code) => done({ ok: code === 0, output }));
  });
}

/**
 * The static checks side by side: each is mostly one process on one core, so on CI's two
 * cores they take about as long together as the slowest alone. Each one's output is printed
 * whole, in the listed order, once all have finished.
 */
async function checksTogether(checks) {
  const results = await Promise.all(checks.map(([, command, args]) => runQuietly(command, args)));
  checks.forEach(([label, command, args], index) => {
    const { ok, output } = results[index];
    console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
    process.stdout.write(output);
    if (ok) passed += 1;
    else {
      failed += 1;
      console.log(`FAILED: ${label}`);
    }
  });
}

function vitestStage(label, config) {
  const report = resolve(resultsDir, `${label}.json`);
  rmSync(report, { force: true });
  const ok = run(label, 'npx', [
    'vitest',
    'run',
    '--config',
    config,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
  if (!existsSync(report)) {
    failed += 1;
    console.log(`FAILED: ${label} produced no report`);
    return;
  }
  const summary = JSON.parse(readFileSync(report, 'utf8'));
  passed += summary.numPassedTests;
  failed += summary.numFailedTests;
  skipped += summary.numPendingTests + summary.numTodoTests;
  // A suite that fails to load reports no failed test; count it so it cannot pass silently.
  const brokenSuites = summary.testResults.filter(
    (suite) => suite.status === 'failed' && suite.assertionResults.length === 0,
  ).length;
  failed += brokenSuites;
  if (!ok && summary.numFailedTests === 0 && brokenSuites === 0) failed += 1;
}

await checksTogether([
  ['typecheck', 'npx', ['tsc', '-p', 'tsconfig.json']],
  ['eslint', 'npx', ['eslint', '.']],
  ['prettier', 'npx', ['prettier', '--check', '.']],
]);
vitestStage('unit-and-integration', 'vitest.config.ts');
if (run('build', 'npx', ['vite', 'build'])) {
  passed += 1;
  vitestStage('e2e', 'vitest.e2e.config.ts');
} else {
  failed += 1;
}

console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed === 0 ? 0 : 1);
