/**
 * Small readers for values that arrive over Redis: each returns the value typed or throws a
 * BusFormatError naming the field, so a parser can reject a whole message in one place.
 */
export class BusFormatError extends Error {}

export type Fields = Record<string, unknown>;

export function record(value: unknown, field: string): Fields {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new BusFormatError(`${field} must be an object`);
  }
  return value as Fields;
}

export function text(value: unknown, field: string, max = 200): string {
  if (typeof value !== 'string' || value.length > max) {
    throw new BusFormatError(`${field} must be a string of at most ${max} characters`);
  }
  return value;
}

export function name(value: unknown, field: string, max = 200): string {
  const read = text(value, field, max);
  if (read.length === 0) throw new BusFormatError(`${field} must not be empty`);
  return read;
}

export function textOrNull(value: unknown, field: string, max = 200): string | null {
  return value === null ? null : text(value, field, max);
}

export function int(value: unknown, field: string, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new BusFormatError(`${field} must be a whole number from ${min} to ${max}`);
  }
  return value;
}

export function bool(value: unknown, field: string): boolean {
  if (typeof value !== 'boolean') throw new BusFormatError(`${field} must be true or false`);
  return value;
}

export function list(value: unknown, field: string, max: number): unknown[] {
  if (!Array.isArray(value) || value.length > max) {
    throw new BusFormatError(`${field} must be a list of at most ${max} entries`);
  }
  return value;
}

export function oneOf<T extends string | number>(
  value: unknown,
  allowed: readonly T[],
  field: string,
): T {
  const found = allowed.find((option) => option === value);
  if (found === undefined)
    throw new BusFormatError(`${field} must be one of ${allowed.join(', ')}`);
  return found;
}
