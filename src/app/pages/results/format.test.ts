import { describe, expect, it } from 'vitest';
import type { GameRecord, GameRecordPlayer } from '../../../protocol/results';
import {
  bloodPoints,
  formatDate,
  formatDuration,
  opponentName,
  myPlayer,
  rankedLabel,
} from './format';

function player(name: string, extra: Partial<GameRecordPlayer> = {}): GameRecordPlayer {
  return {
    name,
    deck: { id: null, name: `${name}'s deck`, phoenixborn: 'Aradel', phoenixbornStub: null },
    wounds: 0,
    diceSpent: 0,
    cardsPlayed: 0,
    level: null,
    stage: null,
    eloBefore: null,
    eloAfter: null,
    ...extra,
  };
}

function game(players: GameRecordPlayer[], extra: Partial<GameRecord> = {}): GameRecord {
  return {
    gameId: 'g',
    name: 'g',
    label: null,
    gameType: 'casual',
    gameFormat: 'constructed',
    solo: false,
    startedAt: '2026-01-01T10:00:00Z',
    finishedAt: '2026-01-01T11:05:00Z',
    winner: players[0]?.name ?? null,
    winReason: 'concede',
    rounds: 3,
    chat: false,
    saveReplay: false,
    replayShared: false,
    isPublic: false,
    pairing: false,
    pairingTag: null,
    league: null,
    players,
    ...extra,
  };
}

describe('results formatting', () => {
  it('formats dates and durations', () => {
    expect(formatDate('2026-01-01T10:00:00Z')).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
    expect(formatDuration('2026-01-01T10:00:00Z', '2026-01-01T11:05:00Z')).toBe('1h 05m');
    expect(formatDuration('2026-01-01T10:00:00Z', '2026-01-01T10:00:59Z')).toBe('0h 00m');
  });

  it('finds my side and the opponent, with level and stage for solo', () => {
    const solo = game([player('me'), player('Chimera', { level: 'H', stage: 2 })], {
      gameType: 'solo',
    });
    expect(myPlayer(solo, 'me')?.name).toBe('me');
    expect(opponentName(solo, 'me')).toBe('Chimera (H2)');
    expect(opponentName(game([player('a'), player('me')]), 'me')).toBe('a');
  });

  it('marks ranked games Y and practice games Practice', () => {
    const players = [player('me'), player('Computer (Easy)')];
    expect(rankedLabel(game(players, { gameType: 'competitive' }))).toBe('Y');
    expect(rankedLabel(game(players, { gameType: 'practice' }))).toBe('Practice');
    expect(rankedLabel(game(players, { gameType: 'casual' }))).toBe('');
  });

  it("counts blood points as the loser's wounds", () => {
    expect(bloodPoints(game([player('a', { wounds: 3 }), player('b', { wounds: 17 })]))).toBe(17);
    expect(bloodPoints(game([player('a'), player('b')], { winner: null }))).toBe(0);
  });
});
