import { describe, expect, it } from 'vitest';
import { GAME_NAME_MAX, LEAGUE_LABELS } from './lobby';
import {
  applyGameTypeRules,
  defaultNewGame,
  formatsFor,
  leagueGameDetails,
  withClockType,
  withLeaguePreset,
  withRanked,
} from './lobby-newgame';
import { newGameSchema } from './lobby-newgame-schema';

describe('the new game form (lobby-and-results.md sections 2, 4 and 5)', () => {
  it("starts as the user's casual constructed game; chimera forces the solo format", () => {
    const form = defaultNewGame('alice', 'pvp');
    expect(form).toMatchObject({
      name: "alice's game",
      gameType: 'casual',
      gameFormat: 'constructed',
    });
    expect(defaultNewGame('alice', 'chimera').gameFormat).toBe('solo');
    expect(formatsFor('chimera')).toEqual(['solo']);
    expect(formatsFor('pvp')).not.toContain('solo');
    expect(applyGameTypeRules({ ...form, gameFormat: 'solo' }).gameFormat).toBe('constructed');
  });

  it('makes a ranked game competitive with its replay saved, and a clock type resets the limit', () => {
    const ranked = withRanked(defaultNewGame('alice', 'pvp'), true);
    expect(ranked).toMatchObject({ ranked: true, gameType: 'competitive', saveReplay: true });
    expect(withRanked(ranked, false)).toMatchObject({ ranked: false, gameType: 'casual' });
    const clocked = withClockType({ ...ranked, gameTimeLimit: 99 }, 'chess');
    expect(clocked.gameTimeLimit).not.toBe(99);
  });

  it('applies the league presets and a pairing’s settings', () => {
    const phx = withLeaguePreset(defaultNewGame('alice', 'pvp'), 'phx');
    expect(phx).toMatchObject({ label: LEAGUE_LABELS.phx, ranked: true, gameTimeLimit: 30 });
    const pairing = leagueGameDetails('phx', 7, 'alice', 'bobby', 'Phoenix League');
    expect(pairing).toMatchObject({ pairing: 7, ranked: true, useGameTimeLimit: true });
    expect(pairing.name.length).toBeLessThanOrEqual(GAME_NAME_MAX);
    // A shadowfire game of the Phoenix League runs without the clock.
    expect(leagueGameDetails('phx', 8, 'shadowfire', 'bobby', 'PL').useGameTimeLimit).toBe(false);
    expect(leagueGameDetails('ffl', 9, 'alice', 'bobby', 'FFL')).toMatchObject({ ranked: false });
  });

  it('validates the form: a name is required, the limit is 1 to 120 minutes (the spec keeps its texts)', async () => {
    const form = defaultNewGame('alice', 'pvp');
    await expect(newGameSchema.validate(form)).resolves.toMatchObject({ name: form.name });
    await expect(newGameSchema.validate({ ...form, name: ' ' })).rejects.toThrow(
      'You must specify a name for the game',
    );
    await expect(newGameSchema.validate({ ...form, gameTimeLimit: 0 })).rejects.toThrow(
      'Games must be at least 10 minutes long',
    );
    await expect(newGameSchema.validate({ ...form, gameTimeLimit: 500 })).rejects.toThrow(
      'Games must be less than 2 hours',
    );
    await expect(newGameSchema.validate({ ...form, gameType: 'secret' })).rejects.toThrow();
  });
});
