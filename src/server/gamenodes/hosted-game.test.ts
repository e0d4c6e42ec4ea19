import { engineContext } from '../../engine';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PreconDeck } from '../../domain/catalogue';
import type { EngineContext } from '../../engine';
import type { GameView } from '../../protocol/game-view';
import { testCatalogue, testPrecons } from '../../engine/testing/catalogue';
import { defaultNewGame } from '../../protocol/lobby-newgame';
import type { GameDeck } from '../lobby/deck-source';
import { LobbyGameRecord } from '../lobby/lobby-game';
import { buildReplaySteps } from '../services/replay/replay-steps';
import { engineReplayReducer } from '../services/replay/engine-replay';
import { EngineRunner } from './engine-runner';
import type { HostedGameSpec } from './game-node';
import { HostedGame } from './hosted-game';
import { FakeScheduler } from '../../../tests/helpers/fake-scheduler';
import { lobbyIdentity } from '../../../tests/helpers/lobby-identity';

function gameDeck(deck: PreconDeck): GameDeck {
  return {
    name: deck.name,
    phoenixbornStub: null,
    phoenixborn: deck.phoenixborn,
    cards: deck.cards,
    conjurations: deck.conjurations,
    dicepool: deck.dicepool,
    specialDice: [],
    mode: null,
    isChimera: false,
    premium: false,
    restricted: false,
    notes: '',
  };
}

function spec(decks: [PreconDeck, PreconDeck], minutes: number): HostedGameSpec {
  const details = {
    ...defaultNewGame('alice', 'pvp'),
    useGameTimeLimit: true,
    clockType: 'chess' as const,
    gameTimeLimit: minutes,
  };
  const summary = new LobbyGameRecord(details, lobbyIdentity(1, 'alice')).summary();
  return {
    gameId: 'g1',
    details,
    players: [
      { userId: 1, username: 'alice', deck: gameDeck(decks[0]) },
      { userId: 2, username: 'bob', deck: gameDeck(decks[1]) },
    ],
    soloLevel: 'S',
    soloStage: 1,
    summary,
  };
}

let context: EngineContext;
let decks: [PreconDeck, PreconDeck];
beforeAll(async () => {
  context = engineContext(await testCatalogue());
  const precons = await testPrecons();
  decks = [precons[0]!, precons[1]!];
});

describe('a hosted game with a chess clock', () => {
  it('ends by itself when the clock passes its deadline, with a replay that ends the same way', async () => {
    const scheduler = new FakeScheduler();
    const runner = new EngineRunner(spec(decks, 1), context, () => scheduler.now());
    const game = new HostedGame(spec(decks, 1), runner, scheduler);
    expect(runner.clockDeadline()).toBe(scheduler.time + 60_000);
    expect(scheduler.pending).toBe(1);

    // Alice picks her first five after 20 s: her clock keeps 40 s, and the timer is set anew.
    scheduler.advance(20_000);
    expect(
      await game.enqueue('alice', { type: 'menuButton', arg: 'done', uuid: null, method: null }),
    ).toEqual({ refusal: null, changed: true });
    expect(scheduler.pending).toBe(1);
    expect(runner.finished).toBe(false);

    const expired = new Promise<void>((resolve) => {
      game.onClockExpired = resolve;
    });
    // Bob now has the decision and his full minute.
    scheduler.advance(59_000);
    expect(runner.finished).toBe(false);
    scheduler.advance(2_000);
    await expired;
    expect(runner.finished).toBe(true);
    expect(runner.winner).toBe('alice');
    const outcome = runner.outcome();
    expect(outcome.winReason).toBe('time');
    expect(scheduler.pending).toBe(0);

    const replay = outcome.replay!;
    expect(replay.commands.map((c) => c.at)).toEqual([1_700_000_020_000, 1_700_000_081_000]);
    const steps = buildReplaySteps(
      engineReplayReducer(context),
      JSON.parse(JSON.stringify(replay)),
    );
    expect(steps.at(-1)?.state).toMatchObject({ winner: 'alice', winReason: 'time' });
  });

  it('dispose stops the clock timer; a game without a clock sets none', () => {
    const scheduler = new FakeScheduler();
    const timed = new HostedGame(
      spec(decks, 1),
      new EngineRunner(spec(decks, 1), context, () => scheduler.now()),
      scheduler,
    );
    expect(scheduler.pending).toBe(1);
    timed.dispose();
    expect(scheduler.pending).toBe(0);

    const untimed = { ...spec(decks, 1) };
    untimed.details = { ...untimed.details, useGameTimeLimit: false };
    const runner = new EngineRunner(untimed, context, () => scheduler.now());
    new HostedGame(untimed, runner, scheduler);
    expect(runner.clockDeadline()).toBeNull();
    expect(scheduler.pending).toBe(0);
  });
});

describe("a hosted game's players", () => {
  it('play with the option settings and alt arts of their seat, and the replay keeps them', () => {
    const seated = spec(decks, 1);
    const pb = decks[0].phoenixborn[0]?.id ?? '';
    const [alice, bob] = seated.players;
    if (!alice || !bob) throw new Error('two seats');
    seated.players = [
      {
        ...alice,
        optionSettings: { confirmOneClick: true, alertTimer: 0 },
        altArts: { [pb]: ['pb-alt'] },
      },
      bob,
    ];
    const runner = new EngineRunner(seated, context);
    const view = runner.viewFor('alice') as GameView;
    expect(view.players.alice?.optionSettings).toMatchObject({
      confirmOneClick: true,
      alertTimer: 0,
    });
    expect(view.players.bob?.optionSettings).toMatchObject({
      confirmOneClick: false,
      alertTimer: 5,
    });
    expect(view.players.alice?.phoenixborn.imageStub).toBe('pb-alt');
    expect(runner.outcome().replay?.setup).toMatchObject({
      players: [
        { name: 'alice', optionSettings: { confirmOneClick: true, alertTimer: 0 } },
        { name: 'bob' },
      ],
    });
  });
});
