import { describe, expect, it } from 'vitest';
import { expectedScore, isOnLadder, ladderCutoff, rateGame } from './elo';

describe('Elo rating', () => {
  it('splits 32 points evenly between equal players: 1500 beats 1500 → 1516 / 1484', () => {
    expect(expectedScore(1500, 1500)).toBe(0.5);
    const result = rateGame(1500, 1500);
    expect(result).toEqual({ winner: 1516, loser: 1484, change: 16 });
  });

  it('gives the favourite little: 1600 beats 1400 → +7.69', () => {
    // Ea = 1 / (1 + 10^(-200/400)) = 1 / (1 + 0.316228) = 0.759747
    expect(expectedScore(1600, 1400)).toBeCloseTo(0.759747, 6);
    const result = rateGame(1600, 1400);
    expect(result.change).toBeCloseTo(7.688, 3);
    expect(result.winner).toBeCloseTo(1607.688, 3);
    expect(result.loser).toBeCloseTo(1392.312, 3);
  });

  it('rewards an upset: 1400 beats 1600 → +24.31', () => {
    const result = rateGame(1400, 1600);
    expect(result.change).toBeCloseTo(24.312, 3);
    expect(Math.round(result.winner)).toBe(1424);
    expect(Math.round(result.loser)).toBe(1576);
  });

  it('conserves the total and never moves more than K', () => {
    const result = rateGame(1200, 2000);
    expect(result.winner + result.loser).toBeCloseTo(3200, 9);
    expect(result.change).toBeLessThan(32);
    expect(result.change).toBeGreaterThan(31.6);
  });
});

describe('ladder visibility', () => {
  const now = new Date('2026-06-15T12:00:00Z');
  const active = {
    rankedGamesPlayed: 6,
    lastRankedGameAt: new Date('2026-06-01T00:00:00Z'),
    eloOptOut: false,
  };

  it('lists a player with 6 ranked games and a recent one', () => {
    expect(isOnLadder(active, now)).toBe(true);
  });

  it('needs 6 ranked games', () => {
    expect(isOnLadder({ ...active, rankedGamesPlayed: 5 }, now)).toBe(false);
  });

  it('drops a player whose last ranked game is over 3 months old', () => {
    expect(ladderCutoff(now).toISOString()).toBe('2026-03-15T12:00:00.000Z');
    expect(isOnLadder({ ...active, lastRankedGameAt: new Date('2026-03-15T12:00:00Z') }, now)).toBe(
      true,
    );
    expect(isOnLadder({ ...active, lastRankedGameAt: new Date('2026-03-15T11:59:59Z') }, now)).toBe(
      false,
    );
    expect(isOnLadder({ ...active, lastRankedGameAt: null }, now)).toBe(false);
  });

  it('hides players who opted out', () => {
    expect(isOnLadder({ ...active, eloOptOut: true }, now)).toBe(false);
  });
});
