import { describe, expect, it } from 'vitest';
import { OPTED_OUT_TEXT, eloDisplay } from './elo';

describe('the Elo display', () => {
  it('calibrates until six ranked games, then shows the rounded rating', () => {
    expect(eloDisplay({ eloRating: 1512.6, rankedGamesPlayed: 5, settings: {} }).text).toBe(
      '(calibrating)',
    );
    expect(eloDisplay({ eloRating: 1512.6, rankedGamesPlayed: 6, settings: {} })).toEqual({
      text: '1513',
      showLeaderboard: true,
    });
  });

  it('says so and hides the leaderboard link when opted out', () => {
    expect(
      eloDisplay({ eloRating: 1600, rankedGamesPlayed: 20, settings: { eloOptOut: true } }),
    ).toEqual({ text: OPTED_OUT_TEXT, showLeaderboard: false });
  });
});
