import { describe, expect, it } from 'vitest';
import type { AttackView } from '../../protocol/game-view';
import { battleRoles, battleSegments } from './battle';

const attack: AttackView = {
  attackingPlayer: 'brennan',
  target: 'mine-1',
  isPhoenixbornAttack: false,
  battles: [
    { attacker: 'theirs-1', target: 'mine-1', guard: 'mine-2' },
    { attacker: 'theirs-2', target: 'mine-3', guard: null },
  ],
};

const rects: Record<string, { x: number; y: number; w: number; h: number }> = {
  'theirs-1': { x: 0, y: 0, w: 10, h: 10 },
  'theirs-2': { x: 100, y: 0, w: 10, h: 10 },
  'mine-1': { x: 0, y: 100, w: 10, h: 10 },
  'mine-2': { x: 50, y: 100, w: 10, h: 10 },
  'mine-3': { x: 100, y: 100, w: 10, h: 10 },
};

describe('the battle display', () => {
  it('knows every attacker, target and guard', () => {
    const roles = battleRoles(attack);
    expect(Object.fromEntries(roles)).toEqual({
      'theirs-1': 'attacker',
      'theirs-2': 'attacker',
      'mine-1': 'target',
      'mine-2': 'guard',
      'mine-3': 'target',
    });
    expect(battleRoles(null).size).toBe(0);
  });

  it('pairs an attacker with its guard, the guard with the target, else attacker with target', () => {
    const segments = battleSegments(attack, (uuid) => rects[uuid] ?? null);
    expect(segments).toEqual([
      { kind: 'attack', x1: 5, y1: 5, x2: 55, y2: 105 },
      { kind: 'guard', x1: 55, y1: 105, x2: 5, y2: 105 },
      { kind: 'attack', x1: 105, y1: 5, x2: 105, y2: 105 },
    ]);
  });

  it('draws nothing without an attack or for cards off the table', () => {
    expect(battleSegments(null, () => rects['mine-1'] ?? null)).toEqual([]);
    expect(battleSegments(attack, () => null)).toEqual([]);
  });
});
