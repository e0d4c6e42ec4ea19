import { describe, expect, it } from 'vitest';
import { PatchMismatch, applyPatch, diffJson, isPatchOps, toJson } from './view-patch';
import type { JsonObject, JsonValue } from './view-patch';

function card(uuid: string, damage = 0): JsonObject {
  return { uuid, id: `stub-${uuid}`, tokens: damage ? { damage } : {}, upgrades: [] };
}

function board(hand: JsonObject[], play: JsonObject[], round = 1): JsonObject {
  return { round, players: { alice: { cardPiles: { hand, cardsInPlay: play } } } };
}

/** A small seeded generator, so a failing case can be replayed. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function randomValue(random: () => number, depth: number): JsonValue {
  const pick = Math.floor(random() * (depth > 2 ? 4 : 6));
  if (pick === 0) return Math.floor(random() * 5);
  if (pick === 1) return ['a', 'b', 'c'][Math.floor(random() * 3)] ?? 'a';
  if (pick === 2) return random() < 0.5;
  if (pick === 3) return null;
  if (pick === 4)
    return Array.from({ length: Math.floor(random() * 5) }, () => randomValue(random, depth + 1));
  const out: JsonObject = {};
  for (const key of ['x', 'y', 'z', 'w']) {
    if (random() < 0.6) out[key] = randomValue(random, depth + 1);
  }
  return out;
}

describe('view patches', () => {
  it('are empty between equal views, and one op for one changed token', () => {
    const before = board([card('h1'), card('h2')], [card('p1')]);
    expect(diffJson(before, structuredClone(before))).toEqual([]);
    const after = board([card('h1'), card('h2')], [card('p1', 2)]);
    const ops = diffJson(before, after);
    expect(ops).toEqual([
      ['s', ['players', 'alice', 'cardPiles', 'cardsInPlay', 0, 'tokens', 'damage'], 2],
    ]);
    expect(applyPatch(before, ops)).toEqual(after);
  });

  it('move a card from the hand into play as two splices, not a rewrite of every shifted card', () => {
    const before = board([card('h1'), card('h2'), card('h3')], [card('p1')]);
    const after = board([card('h2'), card('h3')], [card('p1'), card('h1')]);
    const ops = diffJson(before, after);
    expect(ops).toEqual([
      ['a', ['players', 'alice', 'cardPiles', 'hand'], 0, 1, []],
      ['a', ['players', 'alice', 'cardPiles', 'cardsInPlay'], 1, 0, [card('h1')]],
    ]);
    expect(applyPatch(before, ops)).toEqual(after);
  });

  it('turn any JSON value into any other, leaving the base untouched', () => {
    const random = seeded(7);
    for (let round = 0; round < 500; round += 1) {
      const before = randomValue(random, 0);
      const after = randomValue(random, 0);
      const frozen = structuredClone(before);
      expect(applyPatch(before, diffJson(before, after))).toEqual(after);
      expect(before).toEqual(frozen);
    }
  });

  it('keep the identity of every subtree they do not touch', () => {
    const before = board([card('h1')], [card('p1')]);
    const after = applyPatch(before, [['s', ['round'], 2]]);
    expect(after).not.toBe(before);
    expect(after).toMatchObject({ round: 2 });
    expect(toJson(after)).toEqual({ ...before, round: 2 });
    const players = (value: JsonValue) =>
      typeof value === 'object' && value !== null && !Array.isArray(value) ? value.players : null;
    expect(players(after)).toBe(players(before));
  });

  it('treat undefined fields as absent, as JSON does', () => {
    expect(diffJson({ a: 1, b: undefined }, { a: 1 })).toEqual([]);
    expect(diffJson({ a: 1 }, { a: 1, b: undefined })).toEqual([]);
    expect(diffJson({ a: 1, b: 2 }, { a: 1, b: undefined })).toEqual([['d', ['b']]]);
  });

  it('refuse paths through prototypes and ops that do not fit the base', () => {
    expect(isPatchOps([['s', ['__proto__', 'polluted'], true]])).toBe(false);
    expect(isPatchOps([['s', ['constructor'], 1]])).toBe(false);
    expect(isPatchOps([['x', ['a'], 1]])).toBe(false);
    expect(isPatchOps([['a', ['list'], -1, 0, []]])).toBe(false);
    expect(isPatchOps([['d', []]])).toBe(false);
    expect(
      isPatchOps([
        ['s', ['a', 0], { b: 1 }],
        ['d', ['c']],
      ]),
    ).toBe(true);
    const base: JsonObject = { list: [1, 2], field: { a: 1 } };
    expect(() => applyPatch(base, [['s', ['missing', 'deep'], 1]])).toThrow(PatchMismatch);
    expect(() => applyPatch(base, [['s', ['list', 5], 1]])).toThrow(PatchMismatch);
    expect(() => applyPatch(base, [['a', ['list'], 1, 5, []]])).toThrow(PatchMismatch);
    expect(() => applyPatch(base, [['a', ['field'], 0, 0, []]])).toThrow(PatchMismatch);
    expect(() => applyPatch(base, [['d', ['field', 'b']]])).toThrow(PatchMismatch);
    expect(base).toEqual({ list: [1, 2], field: { a: 1 } });
    expect(Object.prototype).not.toHaveProperty('polluted');
  });
});
