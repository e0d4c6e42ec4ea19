import { describe, expect, it } from 'vitest';
import { statsTable, winRate } from './stats';

describe('stats table', () => {
  it('is empty without games', () => {
    expect(statsTable([])).toEqual([]);
  });

  it('sorts by win rate, highest first, and ends with a rounded Total row', () => {
    const rows = statsTable([
      { name: 'Aradel Summergaard', won: true },
      { name: 'Aradel Summergaard', won: false },
      { name: 'Aradel Summergaard', won: false },
      { name: 'Coal Roarkwin', won: true },
      { name: 'Coal Roarkwin', won: true },
      { name: 'Coal Roarkwin', won: false },
      { name: 'Jessa Na Ni', won: false },
    ]);
    expect(rows).toEqual([
      { name: 'Coal Roarkwin', wins: 2, losses: 1, total: 3, winRate: 67 },
      { name: 'Aradel Summergaard', wins: 1, losses: 2, total: 3, winRate: 33 },
      { name: 'Jessa Na Ni', wins: 0, losses: 1, total: 1, winRate: 0 },
      // 3 wins of 7 games = 42.857 %, rounded
      { name: 'Total', wins: 3, losses: 4, total: 7, winRate: 43 },
    ]);
  });

  it('breaks win-rate ties by number of games', () => {
    const rows = statsTable([
      { name: 'A', won: true },
      { name: 'B', won: true },
      { name: 'B', won: true },
    ]);
    expect(rows.map((r) => r.name)).toEqual(['B', 'A', 'Total']);
    expect(rows[2]).toMatchObject({ winRate: 100, total: 3 });
  });

  it('rounds half up', () => {
    expect(winRate(1, 8)).toBe(13); // 12.5
    expect(winRate(0, 0)).toBe(0);
  });
});
