/**
 * Seeded generators of hostile input: wrong types, huge and NUL-bearing strings, prototype
 * names, deep nesting, and now and then a plausible value so that checks past the first
 * one are reached too.
 */

/** A small seeded generator (mulberry32): the same seed gives the same run. */
export class FuzzRandom {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[this.int(items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }
}

const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[31m',
  'line\nbreak',
  '%00',
  '../../etc/passwd',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  'constructor',
  '__proto__',
  'prototype',
  'toString',
  '💥🃏',
  '\ud800',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  'true',
];

const PLAUSIBLE_STRINGS = ['alice', 'standalone', 'pvp', 'casual', 'node1', 'chat', 'hand', 'deck'];

export function fuzzString(r: FuzzRandom): string {
  switch (r.int(6)) {
    case 0:
      return r.pick(NASTY_STRINGS);
    case 1:
      return r.pick(PLAUSIBLE_STRINGS);
    case 2:
      return 'x'.repeat(r.pick([100, 1_000, 20_000, 300_000]));
    case 3:
      return String.fromCharCode(...Array.from({ length: 1 + r.int(12) }, () => r.int(0x3000)));
    case 4:
      return `${r.pick(PLAUSIBLE_STRINGS)}${r.pick(NASTY_STRINGS)}`;
    default:
      return String(r.int(1_000_000));
  }
}

export function fuzzValue(r: FuzzRandom, depth = 0): unknown {
  const kinds = depth > 3 ? 6 : 9;
  switch (r.int(kinds)) {
    case 0:
      return null;
    case 1:
      return r.chance(0.5);
    case 2:
      return r.pick([0, -1, 1, 2.5, 1e300, -1e300, Number.MAX_SAFE_INTEGER, 3, 30]);
    case 3:
    case 4:
    case 5:
      return fuzzString(r);
    case 6:
      return Array.from({ length: r.int(4) }, () => fuzzValue(r, depth + 1));
    case 7:
      return fuzzObject(r, depth + 1);
    default:
      return nested(r.int(40));
  }
}

/** An object with plausible and hostile keys. */
export function fuzzObject(
  r: FuzzRandom,
  depth = 0,
  keys: readonly string[] = [],
): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  const count = r.int(5);
  for (let i = 0; i < count; i++) {
    const key =
      keys.length > 0 && r.chance(0.7)
        ? r.pick(keys)
        : r.pick([...NASTY_STRINGS, ...PLAUSIBLE_STRINGS]);
    Object.defineProperty(result, key, {
      value: fuzzValue(r, depth),
      enumerable: true,
      writable: true,
    });
  }
  return result;
}

function nested(levels: number): unknown {
  let value: unknown = 'deep';
  for (let i = 0; i < levels; i++) value = { a: [value] };
  return value;
}
