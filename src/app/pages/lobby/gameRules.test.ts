import { describe, expect, it } from 'vitest';
import { NO_DECK_STATUS } from '../../../protocol/lobby';
import type { LobbyGame, LobbyPlayer } from '../../../protocol/lobby';
import type { ClientUser } from '../../../protocol/user';
import { canJoin, canStart, canWatch, elapsed, listStatus, pendingStatus } from './gameRules';

function player(name: string, legal: boolean | null): LobbyPlayer {
  return {
    name,
    username: name,
    deck:
      legal === null
        ? { name: '', stub: '', selected: false, status: NO_DECK_STATUS, isChimera: false }
        : {
            name: 'Deck',
            stub: 'aradel-summergaard',
            selected: true,
            status: { ...NO_DECK_STATUS, legalToPlay: legal },
            isChimera: false,
          },
  };
}

function game(overrides: Partial<LobbyGame> = {}): LobbyGame {
  return {
    id: 'g1',
    messages: [],
    name: "ann's game",
    gameType: 'casual',
    gameFormat: 'constructed',
    newGameType: 'pvp',
    label: '',
    started: false,
    full: false,
    solo: false,
    owner: 'ann',
    players: { ann: player('ann', null) },
    spectators: [],
    createdAt: '2026-01-01T10:00:00.000Z',
    startedAt: null,
    finishedAt: null,
    allowSpectators: true,
    showHand: false,
    openHands: false,
    needsPassword: false,
    gamePrivate: false,
    node: null,
    useGameTimeLimit: false,
    gameTimeLimit: 30,
    clockType: 'chess',
    saveReplay: false,
    ranked: false,
    pairing: null,
    league: null,
    soloLevel: 'S',
    soloStage: 1,
    winner: null,
    ...overrides,
  };
}

const staff = { permissions: { canManageGames: true } } as Pick<ClientUser, 'permissions'>;

describe('join and watch', () => {
  it('offers Join only for a lone player in an open, unstarted, non-solo game', () => {
    expect(canJoin(game(), false)).toBe(true);
    expect(canJoin(game(), true)).toBe(false);
    expect(canJoin(game({ started: true }), false)).toBe(false);
    expect(canJoin(game({ solo: true }), false)).toBe(false);
    expect(
      canJoin(game({ players: { ann: player('ann', null), bo: player('bo', null) } }), false),
    ).toBe(false);
  });

  it('offers Watch unless spectators are disallowed (staff excepted) or a started game lost a player', () => {
    expect(canWatch(game(), false, null)).toBe(true);
    expect(canWatch(game(), true, null)).toBe(false);
    expect(canWatch(game({ allowSpectators: false }), false, null)).toBe(false);
    expect(canWatch(game({ allowSpectators: false }), false, { ...staff } as ClientUser)).toBe(
      true,
    );
    expect(canWatch(game({ started: true }), false, null)).toBe(false);
  });
});

describe('start and status', () => {
  const two = { ann: player('ann', true), bo: player('bo', true) };

  it('enables Start only for the owner with two legal decks and no connection under way', () => {
    expect(canStart(game({ players: two }), 'ann', { connecting: false })).toBe(true);
    expect(canStart(game({ players: two }), 'bo', { connecting: false })).toBe(false);
    expect(canStart(game({ players: two }), 'ann', { connecting: true })).toBe(false);
    const illegal = { ann: player('ann', true), bo: player('bo', false) };
    expect(canStart(game({ players: illegal }), 'ann', { connecting: false })).toBe(false);
    expect(canStart(game({ players: illegal, solo: true }), 'ann', { connecting: false })).toBe(
      true,
    );
  });

  it('words the status for each stage', () => {
    const none = { startRequested: false, connectingHost: null, gameError: null };
    expect(pendingStatus(game(), 'ann', none)).toBe('Waiting for players...');
    const noDecks = { ann: player('ann', true), bo: player('bo', null) };
    expect(pendingStatus(game({ players: noDecks }), 'ann', none)).toBe(
      'Waiting for players to select decks',
    );
    const ready = game({ players: { ann: player('ann', true), bo: player('bo', true) } });
    expect(pendingStatus(ready, 'ann', none)).toBe('Ready to begin, click start to begin the game');
    expect(pendingStatus(ready, 'bo', none)).toBe(
      'Ready to begin, waiting for opponent to start the game',
    );
    expect(pendingStatus(ready, 'ann', { ...none, startRequested: true })).toBe(
      'Waiting for lobby server...',
    );
    expect(pendingStatus(ready, 'ann', { ...none, connectingHost: 'example:4000' })).toBe(
      'Connecting to game server example:4000',
    );
    expect(pendingStatus(ready, 'ann', { ...none, gameError: 'No such deck' })).toBe(
      'No such deck',
    );
  });
});

describe('the game list row', () => {
  it('shows the time since the relevant timestamp as HH:mm, floored at zero', () => {
    const now = Date.parse('2026-01-01T11:05:30.000Z');
    expect(elapsed('2026-01-01T10:00:00.000Z', now)).toBe('01:05');
    expect(elapsed('2026-01-01T12:00:00.000Z', now)).toBe('00:00');
    expect(listStatus(game())).toEqual({ text: 'Created', since: '2026-01-01T10:00:00.000Z' });
    expect(listStatus(game({ started: true, startedAt: 'x' })).text).toBe('Started');
    expect(listStatus(game({ started: true, finishedAt: 'y' })).text).toBe('Finished');
  });
});
