import { describe, expect, it } from 'vitest';
import type { LobbyChatMessage, LobbyGame } from '../../protocol/lobby';
import { INITIAL_LOBBY, reduceLobby, selectGameFormat, withNodeView } from './lobby';
import type { LobbyState } from './lobby';

function state(patch: Partial<LobbyState> = {}): LobbyState {
  return { ...INITIAL_LOBBY, concede: () => undefined, leaveGame: () => undefined, ...patch };
}

function game(id: string, started = false): LobbyGame {
  return {
    id,
    messages: [],
    name: id,
    gameType: 'casual',
    gameFormat: 'constructed',
    newGameType: 'pvp',
    label: '',
    started,
    full: false,
    solo: false,
    owner: 'ann',
    players: {},
    spectators: [],
    createdAt: '2026-01-01T00:00:00.000Z',
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
  };
}

function message(id: string): LobbyChatMessage {
  return {
    _id: id,
    user: { username: 'ann', role: 'user', faveColor: null },
    message: 'hi',
    time: '2026-01-01T00:00:00.000Z',
    deleted: false,
    deletedBy: null,
  };
}

describe('lobby server messages', () => {
  it('games replaces the list and clears a current game that is gone', () => {
    const current = game('g1');
    const next = reduceLobby(state({ currentGame: current, newGame: true, newGameType: 'pvp' }), {
      type: 'games',
      payload: [game('g2')],
    });
    expect(next).toMatchObject({ currentGame: null, newGame: false, newGameType: null });
    expect(next.games?.map((g) => g.id)).toEqual(['g2']);
  });

  it('gamepage: a first page replaces the list, the next ones add to it', () => {
    const page = (ids: string[], first: boolean, remaining: number, signedIn = true) => ({
      games: ids.map((id) => game(id)),
      first,
      remaining,
      signedIn,
    });
    let s = state({ games: [game('old')], loadingGames: true });
    s = { ...s, ...reduceLobby(s, { type: 'gamepage', payload: page(['a', 'b'], true, 3) }) };
    expect(s.games.map((g) => g.id)).toEqual(['a', 'b']);
    expect(s).toMatchObject({ moreGames: 3, loadingGames: false });
    s = { ...s, ...reduceLobby(s, { type: 'gamepage', payload: page(['b', 'c'], false, 1) }) };
    expect(s.games.map((g) => g.id)).toEqual(['a', 'b', 'c']);
    expect(s.moreGames).toBe(1);
  });

  it('a first page clears a current game missing from it only when it says so', () => {
    const current = state({ currentGame: game('mine') });
    const partial = { games: [game('a')], first: true, remaining: 5, signedIn: false };
    expect(reduceLobby(current, { type: 'gamepage', payload: partial }).currentGame).toBe(
      undefined,
    );
    const forUser = { ...partial, signedIn: true };
    expect(reduceLobby(current, { type: 'gamepage', payload: forUser }).currentGame).toBeNull();
  });

  it('newgame, updategame and removegame each apply a list of games', () => {
    let s = state({ games: [game('a')] });
    s = { ...s, ...reduceLobby(s, { type: 'newgame', payload: [game('b'), game('c')] }) };
    expect(s.games.map((g) => g.id)).toEqual(['b', 'c', 'a']);
    s = {
      ...s,
      ...reduceLobby(s, { type: 'updategame', payload: [{ ...game('a'), name: 'A!' }] }),
    };
    expect(s.games[2]?.name).toBe('A!');
    s = { ...s, ...reduceLobby(s, { type: 'removegame', payload: [game('b'), game('c')] }) };
    expect(s.games.map((g) => g.id)).toEqual(['a']);
  });

  it('newuser is added and the list re-sorted; userleft removes', () => {
    const s = state({ users: [{ name: 'bob', role: 'user', avatar: null, faveColor: null }] });
    const added = reduceLobby(s, {
      type: 'newuser',
      payload: { name: 'Ann', role: 'user', avatar: null, faveColor: null },
    });
    expect(added.users?.map((u) => u.name)).toEqual(['Ann', 'bob']);
    const left = reduceLobby({ ...s, ...added }, { type: 'userleft', payload: { name: 'bob' } });
    expect(left.users?.map((u) => u.name)).toEqual(['Ann']);
  });

  it('stores password and game errors, chat, nochat, banner and removemessage', () => {
    const s = state({ messages: [message('1')] });
    expect(reduceLobby(s, { type: 'passworderror', payload: 'Incorrect game password' })).toEqual({
      passwordError: 'Incorrect game password',
    });
    expect(reduceLobby(s, { type: 'gameerror', payload: 'x' })).toMatchObject({ gameError: 'x' });
    expect(reduceLobby(s, { type: 'lobbychat', payload: message('2') }).messages).toHaveLength(2);
    expect(reduceLobby(s, { type: 'nochat', payload: 'no' })).toEqual({ lobbyError: 'no' });
    expect(reduceLobby(s, { type: 'banner', payload: { message: 'hello' } })).toEqual({
      notice: { message: 'hello' },
    });
    const removed = reduceLobby(s, {
      type: 'removemessage',
      payload: { messageId: '1', deletedBy: 'mod' },
    });
    expect(removed.messages?.[0]).toMatchObject({ deleted: true, deletedBy: 'mod' });
  });

  it('gamestate sets the game, clears the new-game flag and any password prompt', () => {
    const s = state({ newGame: true, newGameType: 'pvp', passwordGame: game('p') });
    const next = reduceLobby(s, { type: 'gamestate', payload: game('g') });
    expect(next).toMatchObject({ newGame: false, passwordGame: null, passwordJoinType: null });
    expect(next.currentGame?.id).toBe('g');
    const started = reduceLobby(state({ gameError: 'old' }), {
      type: 'gamestate',
      payload: game('g', true),
    });
    expect(started.gameError).toBeNull();
    expect(reduceLobby(s, { type: 'cleargamestate', payload: null }).currentGame).toBeNull();
  });
});

describe("a game node's view", () => {
  const view = {
    winner: null,
    players: {
      ann: { name: 'ann', left: false, disconnected: false },
      bob: { name: 'bob', left: true, disconnected: true },
    },
    spectators: [{ id: 's1', name: 'cat' }],
  };

  it('marks the pending lobby game started, keeping its lobby fields', () => {
    const pending: LobbyGame = { ...game('g'), gameFormat: 'precon' };
    const s = state({ currentGame: pending, gameError: 'old' });
    const next = { ...s, ...withNodeView(s, 'g', view) };
    expect(next.currentGame).toMatchObject({
      id: 'g',
      started: true,
      spectators: [{ name: 'cat' }],
    });
    expect(next.currentGame?.players.bob).toMatchObject({ left: true, disconnected: true });
    expect(next.gameError).toBeNull();
    expect(selectGameFormat(next)).toBe('precon');
  });

  it('takes the game from the list after a reload, when the lobby sent no gamestate', () => {
    const s = state({ games: [{ ...game('g', true), name: 'Listed' }] });
    expect(withNodeView(s, 'g', view).currentGame).toMatchObject({ name: 'Listed', started: true });
    expect(withNodeView(state(), 'g', view).currentGame).toMatchObject({ id: 'g', started: true });
  });
});

describe("the current game's format for the board", () => {
  it('is the lobby game format, or null without a game or with only the shell fields', () => {
    const precon: LobbyGame = { ...game('g1', true), gameFormat: 'precon' };
    expect(selectGameFormat(state({ currentGame: precon }))).toBe('precon');
    expect(selectGameFormat(state())).toBeNull();
    const slim = { id: 'g1', name: 'g1', started: true, players: {}, spectators: [] };
    expect(selectGameFormat(state({ currentGame: slim }))).toBeNull();
  });
});
