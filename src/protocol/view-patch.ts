/**
 * The structural diff between two JSON values that game sockets and replays send instead of
 * whole views, and its validated application.
 *
 * Our own format rather than RFC 6902: the op is a one-letter tag in a tuple (no `"op"`,
 * `"path"`, `"value"` keys on every op), paths are arrays so keys need no `~1` escaping, and
 * an array change is one splice of its changed middle (a card leaving the hand is one op,
 * not a replace per shifted card). Applying is copy-on-write, so every subtree a patch did
 * not touch keeps its identity and React redraws only what changed.
 */

export type JsonValue = null | boolean | number | string | JsonValue[] | JsonObject;
export interface JsonObject {
  [key: string]: JsonValue;
}

export type PatchPath = (string | number)[];

/**
 * - `['s', path, value]`: set a key of an object or an index inside an array (the root when
 *   the path is empty);
 * - `['d', path]`: delete a key of an object;
 * - `['a', path, index, deleteCount, items]`: splice the array at `path`.
 */
export type PatchOp =
  ['s', PatchPath, JsonValue] | ['d', PatchPath] | ['a', PatchPath, number, number, JsonValue[]];

/** A patch that does not fit the value it is applied to: the receiver asks for a full view. */
export class PatchMismatch extends Error {}

/** Keys a patch may never name: writing them would reach the prototypes of the receiver. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Structural equality of two JSON-like values (undefined keys count as absent). */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i += 1) if (!jsonEqual(a[i], b[i])) return false;
    return true;
  }
  if (isPlainObject(a)) {
    if (!isPlainObject(b)) return false;
    let present = 0;
    for (const key in a) {
      if (a[key] === undefined) continue;
      present += 1;
      if (!jsonEqual(a[key], b[key])) return false;
    }
    for (const key in b) if (b[key] !== undefined) present -= 1;
    return present === 0;
  }
  return false;
}

/**
 * The value as it would arrive through JSON. Views are built as plain data, so this only
 * drops undefined keys; anything else (a function, a class instance) would be a bug upstream.
 */
export function toJson(value: unknown): JsonValue {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (Array.isArray(value)) return value.map((item) => (item === undefined ? null : toJson(item)));
  if (isPlainObject(value)) {
    const out: JsonObject = {};
    for (const key in value) {
      const item = value[key];
      if (item !== undefined && typeof item !== 'function') out[key] = toJson(item);
    }
    return out;
  }
  return null;
}

/** The ops that turn `before` into `after`; empty when they are equal. */
export function diffJson(before: unknown, after: unknown): PatchOp[] {
  const ops: PatchOp[] = [];
  diffInto(before, after, [], ops);
  return ops;
}

/**
 * `path` is one stack, pushed and popped on the way down: a view has thousands of keys and
 * few changes, so only an op's own path is copied (`[...path]`), not every key visited.
 */
function diffInto(before: unknown, after: unknown, path: PatchPath, ops: PatchOp[]): void {
  if (before === after) return;
  if (Array.isArray(before) && Array.isArray(after)) {
    diffArrays(before, after, path, ops);
    return;
  }
  if (isPlainObject(before) && isPlainObject(after)) {
    for (const key in before) {
      if (before[key] !== undefined && after[key] === undefined) ops.push(['d', [...path, key]]);
    }
    for (const key in after) {
      const value = after[key];
      if (value === undefined) continue;
      if (before[key] === undefined) ops.push(['s', [...path, key], toJson(value)]);
      else {
        path.push(key);
        diffInto(before[key], value, path, ops);
        path.pop();
      }
    }
    return;
  }
  if (!jsonEqual(before, after)) ops.push(['s', [...path], toJson(after)]);
}

/**
 * Equal ends are kept; a middle of the same length is diffed item by item (a card whose
 * tokens changed), any other middle is spliced in whole (cards added, removed or moved).
 */
function diffArrays(before: unknown[], after: unknown[], path: PatchPath, ops: PatchOp[]): void {
  let start = 0;
  const shorter = Math.min(before.length, after.length);
  while (start < shorter && jsonEqual(before[start], after[start])) start += 1;
  let endBefore = before.length;
  let endAfter = after.length;
  while (
    endBefore > start &&
    endAfter > start &&
    jsonEqual(before[endBefore - 1], after[endAfter - 1])
  ) {
    endBefore -= 1;
    endAfter -= 1;
  }
  if (endBefore - start === endAfter - start) {
    for (let i = start; i < endAfter; i += 1) {
      path.push(i);
      diffInto(before[i], after[i], path, ops);
      path.pop();
    }
    return;
  }
  const items = after.slice(start, endAfter).map((item) => toJson(item));
  ops.push(['a', [...path], start, endBefore - start, items]);
}

/** Whether an untrusted value has the shape of a patch (its paths are checked as it applies). */
export function isPatchOps(value: unknown): value is PatchOp[] {
  return Array.isArray(value) && value.every(isPatchOp);
}

function isPath(value: unknown): value is PatchPath {
  return (
    Array.isArray(value) &&
    value.every(
      (key) =>
        (typeof key === 'string' && !FORBIDDEN_KEYS.has(key)) ||
        (typeof key === 'number' && Number.isInteger(key) && key >= 0),
    )
  );
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

function isPatchOp(value: unknown): value is PatchOp {
  if (!Array.isArray(value) || !isPath(value[1])) return false;
  switch (value[0]) {
    case 's':
      return value.length === 3;
    case 'd':
      return value.length === 2 && value[1].length > 0;
    case 'a':
      return (
        value.length === 5 && isCount(value[2]) && isCount(value[3]) && Array.isArray(value[4])
      );
    default:
      return false;
  }
}

/**
 * `base` with `ops` applied, `base` itself untouched. Throws `PatchMismatch` when an op does
 * not fit (a path through a missing or differently shaped value): the base was not the value
 * the patch was made from.
 */
export function applyPatch(base: JsonValue, ops: readonly PatchOp[]): JsonValue {
  // Containers copied for this patch: each is copied once, however many ops touch it.
  const owned = new WeakSet<object>();
  let root = base;
  for (const op of ops) root = applyOp(root, op, owned);
  return root;
}

function own(value: JsonValue, owned: WeakSet<object>): JsonValue[] | JsonObject {
  if (Array.isArray(value)) {
    if (owned.has(value)) return value;
    const copy = [...value];
    owned.add(copy);
    return copy;
  }
  if (isPlainObject(value)) {
    if (owned.has(value)) return value;
    const copy: JsonObject = { ...value };
    owned.add(copy);
    return copy;
  }
  throw new PatchMismatch('The patch goes through a value that holds nothing');
}

function childOf(container: JsonValue[] | JsonObject, key: string | number): JsonValue {
  if (Array.isArray(container)) {
    if (typeof key !== 'number' || key >= container.length)
      throw new PatchMismatch(`No item ${String(key)} in the list`);
    return container[key] ?? null;
  }
  if (typeof key !== 'string' || !Object.hasOwn(container, key))
    throw new PatchMismatch(`No field ${String(key)}`);
  return container[key] ?? null;
}

function setChild(container: JsonValue[] | JsonObject, key: string | number, value: JsonValue) {
  if (Array.isArray(container)) {
    if (typeof key !== 'number' || key >= container.length)
      throw new PatchMismatch(`No item ${String(key)} in the list`);
    container[key] = value;
  } else {
    if (typeof key !== 'string') throw new PatchMismatch('A field name must be text');
    container[key] = value;
  }
}

function applyOp(root: JsonValue, op: PatchOp, owned: WeakSet<object>): JsonValue {
  const path = op[1];
  if (path.length === 0) {
    if (op[0] === 's') return op[2];
    if (op[0] === 'a') return splice(root, op, owned);
    throw new PatchMismatch('The root cannot be deleted');
  }
  const top = own(root, owned);
  let parent = top;
  for (const key of path.slice(0, -1)) {
    const child = own(childOf(parent, key), owned);
    setChild(parent, key, child);
    parent = child;
  }
  const last = path[path.length - 1] ?? '';
  switch (op[0]) {
    case 's':
      if (Array.isArray(parent)) setChild(parent, last, op[2]);
      else if (typeof last === 'string') parent[last] = op[2];
      else throw new PatchMismatch('A field name must be text');
      break;
    case 'd':
      if (Array.isArray(parent) || typeof last !== 'string' || !Object.hasOwn(parent, last))
        throw new PatchMismatch(`No field ${String(last)} to delete`);
      delete parent[last];
      break;
    case 'a':
      setChild(parent, last, splice(childOf(parent, last), op, owned));
      break;
  }
  return top;
}

function splice(
  target: JsonValue,
  [, , index, deleteCount, items]: ['a', PatchPath, number, number, JsonValue[]],
  owned: WeakSet<object>,
): JsonValue {
  if (!Array.isArray(target)) throw new PatchMismatch('A splice needs a list');
  if (index + deleteCount > target.length) throw new PatchMismatch('The splice overruns the list');
  const list = own(target, owned);
  if (!Array.isArray(list)) throw new PatchMismatch('A splice needs a list');
  list.splice(index, deleteCount, ...items);
  return list;
}
