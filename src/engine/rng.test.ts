import { describe, expect, it } from 'vitest';
import { freshUuid, newRandomState, nextUint32 } from './rng';
import type { RandomSource } from './rng';

function stateWith(seed: string, scheme: 'keyed' | 'legacy' = 'keyed'): RandomSource {
  return { seed, random: newRandomState(seed, scheme), cards: {}, dice: {} };
}

describe('the keyed random stream', () => {
  it('is the same for the same seed and differs for another', () => {
    const draws = (seed: string) => {
      const s = stateWith(seed);
      return [nextUint32(s), nextUint32(s), freshUuid(s), nextUint32(s)];
    };
    expect(draws('alpha')).toEqual(draws('alpha'));
    expect(draws('alpha')).not.toEqual(draws('beta'));
  });

  it('hands out ids without touching the draws that roll and shuffle', () => {
    const plain = stateWith('seed');
    const withIds = stateWith('seed');
    for (let i = 0; i < 40; i++) freshUuid(withIds);
    expect([nextUint32(withIds), nextUint32(withIds)]).toEqual([
      nextUint32(plain),
      nextUint32(plain),
    ]);
  });

  it('ids are not the draws of the stream, in either order or encoding', () => {
    const a = stateWith('seed');
    const b = stateWith('seed');
    const ids = Array.from({ length: 20 }, () => freshUuid(a).split('-'));
    const words = new Set(
      Array.from({ length: 60 }, () => nextUint32(b).toString(16).padStart(8, '0')),
    );
    expect(ids.flat().filter((half) => words.has(half))).toEqual([]);
  });

  it('the legacy generator of stored games still gives ids from its own stream', () => {
    const id = freshUuid(stateWith('s', 'legacy'));
    const twin = stateWith('s', 'legacy');
    const first = nextUint32(twin).toString(16).padStart(8, '0');
    expect(id.startsWith(first)).toBe(true);
  });
});
