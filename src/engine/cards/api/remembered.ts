/**
 * Values a step works out and a later step of the same script reads back (a stub, a count or
 * the cards seen, taken before the card they came from leaves play).
 */
import type { Run } from '../../runner';

/**
 * A value a step works out and a later step reads back (e.g. a stub or a count taken before
 * the card it came from leaves play).
 */
export interface Remembered<T> {
  set(g: Run, value: T): void;
  of(g: Run): T | null;
}

export function rememberNumber(key: string): Remembered<number> {
  return {
    set: (g, value) => {
      g.ctx[key] = value;
    },
    of: (g) => {
      const value = g.ctx[key];
      return typeof value === 'number' ? value : null;
    },
  };
}

export function rememberText(key: string): Remembered<string> {
  return {
    set: (g, value) => {
      g.ctx[key] = value;
    },
    of: (g) => {
      const value = g.ctx[key];
      return typeof value === 'string' ? value : null;
    },
  };
}

export function rememberCards(key: string): Remembered<string[]> {
  return {
    set: (g, value) => {
      g.ctx[key] = [...value];
    },
    of: (g) => {
      const value = g.ctx[key];
      return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : null;
    },
  };
}
