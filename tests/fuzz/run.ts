/**
 * `npm run fuzz`: drives every REST route and socket event of a real server on a loopback
 * port with hostile input and prints what it found, ending with one summary line. Bounded in
 * count and time; exits non-zero when anything was found.
 *
 *   npm run fuzz -- --requests 20000 --messages 50000 --seconds 1200 --seed 1 [--postgres]
 */
import { runFuzz } from './harness';

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} takes a whole number`);
  return value;
}

const started = Date.now();
const seed = option('seed', Date.now() % 100_000);
console.log(`fuzz seed ${seed} (--seed ${seed} repeats the same input)`);
const report = await runFuzz({
  requests: option('requests', 2000),
  messages: option('messages', 5000),
  seconds: option('seconds', 600),
  seed,
  database: process.argv.includes('--postgres') ? 'postgres' : 'pglite',
});
for (const line of report.details()) console.log(line);
console.log(`(${Math.round((Date.now() - started) / 1000)} s)`);
console.log(report.summary());
process.exit(report.clean ? 0 : 1);
