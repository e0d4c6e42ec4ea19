import { describe, expect, it } from 'vitest';
import { parseLobbyClientMessage } from './lobby-client';
import { GAME_PAGE_SIZE, MAX_GAME_PAGE_SIZE, wantsGamePages } from './lobby-pages';

/** The new-game form as the spec's client sends it: no showHand until touched, plus `solo`. */
const FORM = {
  name: "ann's game",
  gameType: 'casual',
  gameFormat: 'constructed',
  allowSpectators: true,
  clockType: 'timer',
  useGameTimeLimit: true,
  gameTimeLimit: '50',
  ranked: false,
  saveReplay: false,
  password: '',
  label: '',
  solo: false,
  quickJoin: false,
};

describe('newgame as the spec client sends it', () => {
  it('ignores keys it does not know and defaults the options left out', () => {
    const parsed = parseLobbyClientMessage('newgame', [FORM]);
    if (!parsed.ok || parsed.message.type !== 'newgame') throw new Error(JSON.stringify(parsed));
    expect(parsed.message.details).toMatchObject({
      name: "ann's game",
      newGameType: 'pvp',
      showHand: false,
      clockType: 'timer',
      gameTimeLimit: 50,
      pairing: null,
      league: null,
    });
    expect(parsed.message.details).not.toHaveProperty('solo');
    expect(parsed.message.details).not.toHaveProperty('quickJoin');
  });

  it('takes solo as the chimera type when no type is named', () => {
    const parsed = parseLobbyClientMessage('newgame', [
      { ...FORM, solo: true, gameFormat: 'solo' },
    ]);
    if (!parsed.ok || parsed.message.type !== 'newgame') throw new Error(JSON.stringify(parsed));
    expect(parsed.message.details).toMatchObject({ newGameType: 'chimera', gameFormat: 'solo' });
  });

  it('still refuses what the form itself would refuse', () => {
    expect(parseLobbyClientMessage('newgame', [{ ...FORM, name: '' }])).toEqual({
      ok: false,
      error: 'You must specify a name for the game',
    });
    expect(parseLobbyClientMessage('newgame', [{ ...FORM, gameTimeLimit: 500 }])).toEqual({
      ok: false,
      error: 'Games must be less than 2 hours',
    });
    expect(parseLobbyClientMessage('newgame', [{ ...FORM, showHand: 'maybe' }]).ok).toBe(false);
  });
});

describe('newgame of a practice game', () => {
  it('keeps the opponent it names', () => {
    const parsed = parseLobbyClientMessage('newgame', [
      { ...FORM, newGameType: 'practice', practiceOpponent: 'goldfish' },
    ]);
    if (!parsed.ok || parsed.message.type !== 'newgame') throw new Error(JSON.stringify(parsed));
    expect(parsed.message.details).toMatchObject({
      newGameType: 'practice',
      practiceOpponent: 'goldfish',
    });
  });

  it('refuses an opponent that is not Easy, Normal or Goldfish', () => {
    expect(
      parseLobbyClientMessage('newgame', [
        { ...FORM, newGameType: 'practice', practiceOpponent: 'grandmaster' },
      ]),
    ).toEqual({ ok: false, error: 'Choose Easy, Normal or Goldfish as the opponent' });
  });
});

describe('selectdeck', () => {
  it('takes the precon flag as a boolean or as 0/1, and nothing else', () => {
    for (const [flag, isPrecon] of [
      [true, true],
      [1, true],
      [0, false],
      [false, false],
    ] as const) {
      const parsed = parseLobbyClientMessage('selectdeck', ['g1', true, 12, flag]);
      expect(parsed).toMatchObject({ ok: true, message: { deckId: 12, isPrecon } });
    }
    expect(parseLobbyClientMessage('selectdeck', ['g1', true, 12, 2])).toEqual({
      ok: false,
      error: 'isPrecon must be a boolean',
    });
    expect(parseLobbyClientMessage('selectdeck', ['g1', true, -1, 1, 1])).toMatchObject({
      ok: true,
      message: { deckId: -1, isPrecon: true, typeIndex: 1 },
    });
  });
});

describe('moregames', () => {
  it('asks for a page of the default size, or a count from 1 to the most a page may hold', () => {
    expect(parseLobbyClientMessage('moregames', [])).toEqual({
      ok: true,
      message: { type: 'moregames', count: GAME_PAGE_SIZE },
    });
    expect(parseLobbyClientMessage('moregames', ['12'])).toEqual({
      ok: true,
      message: { type: 'moregames', count: 12 },
    });
    for (const count of [0, MAX_GAME_PAGE_SIZE + 1, 2.5, 'all', {}]) {
      expect(parseLobbyClientMessage('moregames', [count])).toEqual({
        ok: false,
        error: `count must be an integer from 1 to ${MAX_GAME_PAGE_SIZE}`,
      });
    }
  });

  it('is asked for by gamepages=1 in the handshake query or auth, and by nothing else', () => {
    expect(wantsGamePages({ gamepages: '1' }, undefined)).toBe(true);
    expect(wantsGamePages({}, { gamepages: true })).toBe(true);
    expect(wantsGamePages({ gamepages: '0' }, {})).toBe(false);
    expect(wantsGamePages({ patches: '1' }, null)).toBe(false);
  });
});
