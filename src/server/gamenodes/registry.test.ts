import { describe, expect, it } from 'vitest';
import type { GameNode } from './game-node';
import { GameNodeRegistry } from './registry';

function fakeNode(name: string, games: number): GameNode {
  return {
    name,
    address: null,
    port: null,
    version: 'test',
    disabled: false,
    numGames: () => games,
    hostGame: async () => undefined,
    hasGame: () => false,
    endGame: () => undefined,
    leaveGame: () => undefined,
    callOffRematch: () => undefined,
    restart: async () => undefined,
    close: async () => undefined,
  };
}

describe('choosing a game node', () => {
  it('takes the least-loaded enabled node and none when all are disabled', () => {
    const registry = new GameNodeRegistry();
    expect(registry.choose()).toBeNull();
    registry.register(fakeNode('busy', 5));
    registry.register(fakeNode('quiet', 1));
    registry.register(fakeNode('idle', 0));
    expect(registry.choose()?.name).toBe('idle');
    registry.toggle('idle');
    expect(registry.choose()?.name).toBe('quiet');
    expect(registry.statuses().find((s) => s.name === 'idle')?.status).toBe('disabled');
    registry.toggle('quiet');
    registry.toggle('busy');
    expect(registry.choose()).toBeNull();
    expect(registry.toggle('missing')).toBe(false);
  });
});
