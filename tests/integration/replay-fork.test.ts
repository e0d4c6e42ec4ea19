import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineContext, isForkedSetup } from '../../src/engine';
import type { EngineContext, GameState } from '../../src/engine';
import { readReplayFile } from '../../src/protocol/replay-format';
import { FORK_TEXTS } from '../../src/protocol/replay-fork';
import type { ForkResponse } from '../../src/protocol/replay-fork';
import type { Replay } from '../../src/protocol/results';
import { games, liveGames } from '../../src/server/db/schema';
import { GameLogStore } from '../../src/server/gamenodes/game-log-store';
import { engineRunnerFactory } from '../../src/server/gamenodes/runner-factory';
import { TEXTS } from '../../src/server/lobby/refusal';
import { recordFinishedGame } from '../../src/server/services/game-records';
import { engineReplayReducer } from '../../src/server/services/replay/engine-replay';
import { stateAtStep } from '../../src/server/services/replay/replay-steps';
import { botReplay, cardsInPlayOf } from '../helpers/forkable-game';
import type { BotReplay } from '../helpers/forkable-game';
import { gameRecord, playerOf } from '../helpers/game-records';
import type { TestServer } from '../helpers/server';
import { GameSocketClient } from './game-socket-client';
import {
  createLobbyUser,
  gameTestServer,
  handoffOf,
  lobbyClient,
  patientPolls,
} from './lobby-helpers';
import type { LobbyTestUser } from './lobby-helpers';

const GOLDFISH = 'Computer (Goldfish)';

/**
 * "Play from here" through the API: who may fork which replay, the practice game it starts on
 * the node (the same cards in play as the replay step, the forking side's hidden cards as they
 * were, the other side's dealt anew), its recovery from the stored game, and its result.
 */
describe('POST /api/game/{id}/fork', () => {
  let test: TestServer;
  let context: EngineContext;
  let alice: LobbyTestUser;
  let bob: LobbyTestUser;
  let carol: LobbyTestUser;
  let dave: LobbyTestUser;
  let source: BotReplay;
  let gameId: string;
  let replay: Replay;
  /** A step (as the controls count, from 1) where both sides have cards in play. */
  let step: number;
  patientPolls();

  async function fork(who: LobbyTestUser | null, body: unknown, id = gameId) {
    const response = await fetch(`${test.url}/api/game/${id}/fork`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(who ? { authorization: `Bearer ${who.token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    const answer: unknown = await response.json();
    return { status: response.status, answer };
  }

  /** The source game's state at `shown` (1-based), as the replay's own numbering finds it. */
  async function sourceState(shown: number): Promise<GameState> {
    const state = await stateAtStep(engineReplayReducer(context), source, shown - 1);
    if (!state) throw new Error(`no step ${shown}`);
    return state;
  }

  beforeAll(async () => {
    // The computer waits long: the first view of a forked game is the fork, untouched.
    test = await gameTestServer('pglite', { COMPUTER_DELAY_MS: '60000' });
    context = engineContext(test.server.ctx.catalogue.cards);
    alice = await createLobbyUser(test, 'Alice');
    bob = await createLobbyUser(test, 'Bob');
    carol = await createLobbyUser(test, 'Carol');
    dave = await createLobbyUser(test, 'Dave');
    source = await botReplay(context, ['Alice', 'Bob'], 160);
    const record = gameRecord([playerOf(alice, 'Coal Roarkwin'), playerOf(bob, 'Aradel')], {
      saveReplay: true,
      replay: { seed: source.seed, setup: source.setup, commands: source.commands },
    });
    await recordFinishedGame(test.server.ctx, record);
    gameId = record.gameId;
    const response = await fetch(`${test.url}/api/game/${gameId}/replay`, {
      headers: { authorization: `Bearer ${alice.token}` },
    });
    replay = readReplayFile(await response.json());
    const index = replay.steps.findLastIndex(
      (s, i) =>
        i < replay.steps.length - 1 &&
        cardsInPlayOf(s.state, 'Alice').length > 1 &&
        cardsInPlayOf(s.state, 'Bob').length > 1,
    );
    expect(index).toBeGreaterThan(0);
    step = index + 1;
  }, 120_000);
  afterAll(() => test.close());

  it('refuses anonymous users, malformed bodies, unknown games and replays the user may not watch', async () => {
    const body = { step, seat: 'Alice', opponent: 'goldfish' };
    expect((await fork(null, body)).status).toBe(401);
    for (const bad of [
      { ...body, step: 0 },
      { ...body, step: 'five' },
      { ...body, step: 1.5 },
      { ...body, seat: ['Alice'] },
      { ...body, opponent: 'expert' },
      { ...body, replay: 'mine' },
      { step, seat: 'Alice' },
    ]) {
      const refused = await fork(alice, bad);
      expect(refused.status, JSON.stringify(bad)).toBe(400);
      expect(refused.answer).toMatchObject({ success: false });
    }
    expect((await fork(alice, body, 'no-such-game')).status).toBe(404);
    // Carol played no part and the game is not public: the players' replay is not hers.
    expect(await fork(carol, body)).toEqual({
      status: 403,
      answer: { success: false, message: FORK_TEXTS.notAllowed },
    });
    expect(await fork(alice, { ...body, step: replay.steps.length + 5 })).toEqual({
      status: 409,
      answer: { success: false, message: FORK_TEXTS.noStep },
    });
    expect(await fork(alice, { ...body, seat: 'Nobody' })).toEqual({
      status: 409,
      answer: { success: false, message: FORK_TEXTS.noSeat },
    });
  });

  it('starts a practice game on the node with the same cards in play as the replay step', async () => {
    const a = await lobbyClient(test, alice);
    const started = await fork(alice, { step, seat: 'Alice', opponent: 'goldfish' });
    expect(started.status).toBe(200);
    const answer = forkedGame(started.answer);
    const game = new GameSocketClient(await handoffOf(a, answer.gameId));
    const view = await game.firstView();
    expect(Object.keys(view.players).sort()).toEqual(['Alice', GOLDFISH].sort());
    const shown = replay.steps[step - 1]?.state;
    expect(cardsInPlayOf(view, 'Alice')).toEqual(cardsInPlayOf(shown, 'Alice'));
    expect(cardsInPlayOf(view, GOLDFISH)).toEqual(cardsInPlayOf(shown, 'Bob'));

    // The stored game starts from the fork: Alice's hidden cards as they were, Bob's anew.
    const [row] = await test.server.ctx.database.db
      .select({ setup: liveGames.setup, spec: liveGames.spec })
      .from(liveGames)
      .where(eq(liveGames.gameId, answer.gameId));
    if (!isForkedSetup(row?.setup)) throw new Error('the forked game has no forked setup');
    expect(row?.spec).not.toHaveProperty('fork');
    const forked = row.setup.state;
    const before = await sourceState(step);
    const stubs = (state: GameState, uuids: string[]) => uuids.map((u) => state.cards[u]?.stub);
    const hidden = (state: GameState) => [...state.players.p2.hand, ...state.players.p2.deck];
    expect(stubs(forked, forked.players.p1.hand)).toEqual(stubs(before, before.players.p1.hand));
    expect(stubs(forked, forked.players.p1.deck)).toEqual(stubs(before, before.players.p1.deck));
    expect(stubs(forked, hidden(forked)).sort()).toEqual(stubs(before, hidden(before)).sort());
    expect(stubs(forked, hidden(forked))).not.toEqual(stubs(before, hidden(before)));
    expect(forked.seed).not.toBe(source.seed);
    expect(row.setup.from).toEqual({ gameId, step });

    // The lobby lists it as Alice's started practice game; she cannot fork a second meanwhile.
    expect(await fork(alice, { step, seat: 'Alice', opponent: 'easy' })).toEqual({
      status: 409,
      answer: { success: false, message: TEXTS.alreadyInGame },
    });

    // Rebuilt from what was stored (as a restart or another node would), it is the same game.
    const store = new GameLogStore(test.server.ctx.database, 15_000);
    const stored = await store.claim(answer.gameId, 'another-node', Date.now(), true);
    if (!stored) throw new Error('the forked game was not stored');
    const rebuilt = engineRunnerFactory(test.server.ctx.catalogue, test.server.ctx.logger)(
      stored.spec,
      stored,
    );
    const again = rebuilt.viewFor('Alice');
    expect(cardsInPlayOf(again, 'Alice')).toEqual(cardsInPlayOf(view, 'Alice'));
    expect(cardsInPlayOf(again, GOLDFISH)).toEqual(cardsInPlayOf(view, GOLDFISH));
    const hand = (v: unknown) => JSON.stringify(cardsOfHand(v));
    expect(hand(again)).toEqual(hand(view));
    game.close();
    a.close();
  });

  it('forks a shared replay for anyone who may watch it, and the fork is recorded as practice', async () => {
    const d = await lobbyClient(test, dave);
    const started = await fork(dave, {
      step: 2,
      seat: 'Bob',
      opponent: 'easy',
      replay: 'shared',
    });
    expect(started.status).toBe(200);
    const answer = forkedGame(started.answer);
    const game = new GameSocketClient(await handoffOf(d, answer.gameId));
    const view = await game.firstView();
    expect(Object.keys(view.players).sort()).toEqual(['Computer (Easy)', 'Dave'].sort());
    game.send('leavegame');
    // A fork is practice: its result says so.
    await expect
      .poll(async () => {
        const [row] = await test.server.ctx.database.db
          .select({ gameType: games.gameType })
          .from(games)
          .where(eq(games.gameId, answer.gameId));
        return row?.gameType;
      })
      .toBe('practice');
    game.close();
    d.close();
  });
});

/** The route's answer to a fork that started. */
function forkedGame(answer: unknown): ForkResponse {
  const gameId = typeof answer === 'object' && answer !== null && 'gameId' in answer;
  if (!gameId || typeof answer.gameId !== 'string') throw new Error(JSON.stringify(answer));
  return { success: true, gameId: answer.gameId };
}

/** The card ids of each hand in a view (hidden cards have none). */
function cardsOfHand(view: unknown): unknown {
  if (typeof view !== 'object' || view === null || !('players' in view)) return null;
  const players = view.players;
  if (typeof players !== 'object' || players === null) return null;
  return Object.entries(players).map(([name, player]: [string, unknown]) => {
    const piles =
      typeof player === 'object' && player !== null && 'cardPiles' in player
        ? player.cardPiles
        : null;
    const hand =
      typeof piles === 'object' && piles !== null && 'hand' in piles && Array.isArray(piles.hand)
        ? piles.hand
        : [];
    return [
      name,
      hand.map((card: unknown) =>
        typeof card === 'object' && card && 'id' in card ? card.id : null,
      ),
    ];
  });
}
