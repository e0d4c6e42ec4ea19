import { describe, expect, it } from 'vitest';
import { isGamePatch, isGameSync, wantsPatches } from './game-sync';

const line = { mid: 1, message: ['Alice draws a card'] };

describe('game sync messages', () => {
  it('opts in to patches only by patches=1 in the handshake query or auth', () => {
    expect(wantsPatches({ patches: '1' }, undefined)).toBe(true);
    expect(wantsPatches({}, { patches: true })).toBe(true);
    expect(wantsPatches({ patches: '0' }, {})).toBe(false);
    expect(wantsPatches(undefined, null)).toBe(false);
    expect(wantsPatches(['patches'], 'patches=1')).toBe(false);
  });

  it('knows a full view by a revision and a view object', () => {
    expect(isGameSync({ rev: 0, view: {} })).toBe(true);
    expect(isGameSync({ rev: -1, view: {} })).toBe(false);
    expect(isGameSync({ rev: 1.5, view: {} })).toBe(false);
    expect(isGameSync({ rev: 2, view: [] })).toBe(false);
  });

  it('knows a patch by its revisions, its operations and whole log lines', () => {
    const patch = {
      base: 3,
      rev: 4,
      ops: [['s', ['round'], 2]],
      logFrom: 10,
      log: [line],
    };
    expect(isGamePatch(patch)).toBe(true);
    expect(isGamePatch({ ...patch, ops: [['x', ['round']]] })).toBe(false);
    expect(isGamePatch({ ...patch, log: [{ mid: 'x', message: [] }] })).toBe(false);
    expect(isGamePatch({ ...patch, base: undefined })).toBe(false);
  });
});
