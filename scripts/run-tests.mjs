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

// Wall seconds of each stage, printed at the end so a slow stage shows in every run's log.
const stageSeconds = [];
const started = Date.now();

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const stageStarted = Date.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  stageSeconds.push([label, Math.round((Date.now() - stageStarted) / 1000)]);
  return result.status === 0;
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

/**
 * Checks that do not depend on each other run side by side (each mostly on one core),
 * their output held back and printed whole when each ends, so the log stays readable.
 */
async function checksTogether(checks) {
  const started = Date.now();
  const results = await Promise.all(
    checks.map(
      ([label, command, args]) =>
        new Promise((resolveCheck) => {
          const child = spawn(command, args, { cwd: root, env: process.env });
          let output = '';
          child.stdout.on('data', (chunk) => (output += chunk));
          child.stderr.on('data', (chunk) => (output += chunk));
          child.on('error', (error) => (output += `${error.message}\n`));
          child.on('close', (code) => {
            console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
            process.stdout.write(output);
            resolveCheck({ label, ok: code === 0 });
          });
        }),
    ),
  );
  stageSeconds.push([
    results.map((r) => r.label).join(' + '),
    Math.round((Date.now() - started) / 1000),
  ]);
  for (const { label, ok } of results) {
    if (ok) passed += 1;
    else {
      failed += 1;
      console.log(`FAILED: ${label}`);
    }
  }
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

console.log('\nWall time per stage:');
for (const [label, seconds] of stageSeconds) console.log(`  ${label}: ${seconds} s`);
console.log(`  total: ${Math.round((Date.now() - started) / 1000)} s`);
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed === 0 ? 0 : 1);
