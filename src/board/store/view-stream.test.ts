import { describe, expect, it } from 'vitest';
import { diffJson, toJson } from '../../protocol/view-patch';
import { basicView } from '../fixtures/gameViews';
import type { JsonObject } from '../../protocol/view-patch';
import { createGameStore } from './gameStore';
import { ViewStream } from './view-stream';

function line(mid: number): JsonObject {
  return { mid, activePlayer: null, message: [`line ${mid}`] };
}

// One fixture view for every step: each call of basicView numbers its cards afresh.
const fixture = basicView();

/** A whole game view (the board's fixture) at a round, with a log of `lines` lines. */
function view(round: number, lines: number): JsonObject {
  const whole = toJson({
    ...fixture,
    version: round,
    round,
    messages: Array.from({ length: lines }, (_, i) => line(i + 1)),
  });
  if (typeof whole !== 'object' || whole === null || Array.isArray(whole))
    throw new Error('a view is an object');
  return whole;
}

function boardOf(whole: JsonObject): JsonObject {
  const { messages: _log, ...board } = whole;
  return board;
}

function patch(base: number, from: JsonObject, to: JsonObject, logFrom: number, lines: number) {
  return {
    base,
    rev: base + 1,
    ops: diffJson(boardOf(from), boardOf(to)),
    logFrom,
    log: Array.from({ length: lines - logFrom }, (_, i) => line(logFrom + i + 1)),
  };
}

describe('a view stream', () => {
  it('follows a sync with patches and new log lines to the same view a whole one shows', () => {
    const stream = new ViewStream();
    expect(stream.sync({ rev: 3, view: view(1, 2) })).toEqual(view(1, 2));
    expect(stream.patch(patch(3, view(1, 2), view(2, 5), 2, 5))).toEqual(view(2, 5));
    expect(stream.revision).toBe(4);
  });

  it('asks for a resync on a missed revision, a patch that does not fit or a malformed one', () => {
    const stream = new ViewStream();
    expect(stream.patch(patch(0, view(1, 1), view(2, 1), 1, 1))).toBe('resync');
    stream.sync({ rev: 0, view: view(1, 1) });
    expect(stream.patch(patch(1, view(1, 1), view(2, 1), 1, 1))).toBe('resync');
    const misfit = { base: 0, rev: 1, ops: [['s', ['nothing', 'here'], 1]], logFrom: 1, log: [] };
    expect(stream.patch(misfit)).toBe('resync');
    expect(stream.patch({ base: 0, rev: 1, ops: 'all', logFrom: 0, log: [] })).toBe('resync');
    expect(stream.patch({ ...patch(0, view(1, 1), view(1, 1), 1, 1), logFrom: 9 })).toBe('resync');
    expect(stream.revision).toBe(0);
    expect(stream.patch(patch(0, view(1, 1), view(2, 3), 1, 3))).toEqual(view(2, 3));
  });

  it('feeds the board store, which says when it needs a whole view', () => {
    const store = createGameStore();
    expect(store.getState().receivePatch(patch(0, view(1, 1), view(2, 1), 1, 1))).toBe(false);
    expect(store.getState().view).toBeNull();
    expect(store.getState().receiveSync({ rev: 0, view: view(1, 1) })).toBe(true);
    expect(store.getState().receivePatch(patch(0, view(1, 1), view(2, 2), 1, 2))).toBe(true);
    expect(store.getState().view).toEqual(view(2, 2));
  });
});
