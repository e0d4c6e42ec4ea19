import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { minVersion, satisfies } from 'semver';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(resolve(root, file), 'utf8'));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The Node range a package or lock entry declares, if any. */
function nodeEngine(entry: unknown): string | null {
  if (!isRecord(entry) || !isRecord(entry.engines)) return null;
  return typeof entry.engines.node === 'string' ? entry.engines.node : null;
}

describe('Node engine', () => {
  it('every installed package accepts the oldest Node the README promises', () => {
    const stated = nodeEngine(readJson('package.json'));
    const oldest = stated ? minVersion(stated)?.version : undefined;
    expect(oldest, 'package.json engines.node').toBe('20.19.0');
    expect(readFileSync(resolve(root, 'README.md'), 'utf8')).toContain('Node 20.19 or later');

    const lock = readJson('package-lock.json');
    const packages = isRecord(lock) && isRecord(lock.packages) ? lock.packages : {};
    const refusing = Object.entries(packages)
      // Optional platform builds are skipped by npm where they do not fit.
      .filter(([, entry]) => !(isRecord(entry) && entry.optional === true))
      .flatMap(([path, entry]) => {
        const range = nodeEngine(entry);
        return range && !satisfies(oldest ?? '', range) ? [`${path} wants node ${range}`] : [];
      });
    // Each of these would print an EBADENGINE warning on `npm install`.
    expect(refusing).toEqual([]);
  });
});
