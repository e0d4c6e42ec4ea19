import { describe, expect, it } from 'vitest';
import {
  CONTROL_CHARACTER_MESSAGE,
  RESERVED_KEY_MESSAGE,
  isCleanLine,
  isCleanText,
  untrustedValueProblem,
} from './text-rules';

const limits = { maxLength: 10, maxDepth: 3 };

describe('text from clients', () => {
  it('refuses NUL and control characters, keeps line breaks in free text only', () => {
    expect(isCleanText('deck notes\nsecond line\ttab')).toBe(true);
    expect(isCleanText('a\u0000b')).toBe(false);
    expect(isCleanText('bell\u0007')).toBe(false);
    expect(isCleanLine('one line')).toBe(true);
    expect(isCleanLine('two\nlines')).toBe(false);
    expect(isCleanLine('Ünïcödé ♥ 火')).toBe(true);
  });

  it('refuses half a character (a lone surrogate), which a jsonb column cannot store', () => {
    expect(isCleanLine('\ud800')).toBe(false);
    expect(isCleanText('tail \udc00')).toBe(false);
    expect(isCleanLine('💥🃏 whole characters')).toBe(true);
    expect(untrustedValueProblem(['chat', 'x\ud83d'], limits)).toBe(CONTROL_CHARACTER_MESSAGE);
  });

  it('finds the first bad string, key, length or depth anywhere in a value', () => {
    expect(untrustedValueProblem({ a: ['fine', { b: 1 }] }, limits)).toBeNull();
    expect(untrustedValueProblem({ a: ['x\u0000'] }, limits)).toBe(CONTROL_CHARACTER_MESSAGE);
    expect(untrustedValueProblem({ 'k\u0000': 1 }, limits)).toBe(CONTROL_CHARACTER_MESSAGE);
    expect(untrustedValueProblem({ a: 'x'.repeat(11) }, limits)).toMatch(/too long/);
    expect(untrustedValueProblem({ a: { b: { c: { d: 1 } } } }, limits)).toMatch(/nested/);
    expect(untrustedValueProblem('plain', limits)).toBeNull();
    expect(untrustedValueProblem(JSON.parse('{"__proto__": {"x": 1}}'), limits)).toBe(
      RESERVED_KEY_MESSAGE,
    );
    expect(untrustedValueProblem({ a: { constructor: 'x' } }, limits)).toBe(RESERVED_KEY_MESSAGE);
    expect(untrustedValueProblem({ toString: 'pvp' }, limits)).toBe(RESERVED_KEY_MESSAGE);
    expect(untrustedValueProblem({ valueOf: 1, hand: [] }, limits)).toBe(RESERVED_KEY_MESSAGE);
  });
});
