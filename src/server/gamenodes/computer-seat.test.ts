import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { PreconDeck } from '../../domain/catalogue';
import { engineContext } from '../../engine';
import type { EngineContext } from '../../engine';
import { botRandom, legalCommands } from '../../engine/bots';
import { testCatalogue, testPrecons } from '../../engine/testing/catalogue';
import type { GameCommand } from '../../protocol/game';
import type { GameView } from '../../protocol/game-view';
import { computerPlayerName } from '../../protocol/lobby';
import type { PracticeOpponent } from '../../protocol/lobby';
import { defaultNewGame } from '../../protocol/lobby-newgame';
import type { GameDeck } from '../lobby/deck-source';
import { LobbyGameRecord } from '../lobby/lobby-game';
import { createLogger } from '../logger';
import { ComputerSeat } from './computer-seat';
import type { PendingDecision } from './game-runner';
import { EngineRunner } from './engine-runner';
import type { HostedGameSpec } from './game-node';
import { goldfishCommand } from './goldfish';
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

/** alice against the computer, as the lobby hands a practice game to a node. */
function practiceSpec(opponent: PracticeOpponent, decks: [PreconDeck, PreconDeck]): HostedGameSpec {
  const details = { ...defaultNewGame('alice', 'practice'), practiceOpponent: opponent };
  const record = new LobbyGameRecord(details, lobbyIdentity(1, 'alice'), 'practice-1');
  return {
    gameId: record.id,
    details,
    players: [
      { userId: 1, username: 'alice', deck: gameDeck(decks[0]) },
      { userId: null, username: computerPlayerName(opponent), deck: gameDeck(decks[1]) },
    ],
    soloLevel: 'S',
    soloStage: 1,
    summary: record.summary(),
  };
}

let context: EngineContext;
let decks: [PreconDeck, PreconDeck];
beforeAll(async () => {
  context = engineContext(await testCatalogue());
  const precons = await testPrecons();
  decks = [precons[0]!, precons[1]!];
});

type Choose = (
  view: GameView,
  me: string,
  random: () => number,
  game?: PendingDecision['game'],
) => GameCommand | null;

/** A hosted practice game with its computer seat on a fake clock; alice plays seeded legal moves. */
function practice(opponent: PracticeOpponent, choose?: Choose) {
  const scheduler = new FakeScheduler();
  const spec = practiceSpec(opponent, decks);
  const runner = new EngineRunner(spec, context, () => scheduler.now());
  const game = new HostedGame(spec, runner, scheduler);
  const logger = createLogger('silent');
  let moves = 0;
  const seat = new ComputerSeat(computerPlayerName(opponent), opponent, game, {
    delay: { minMs: 400, maxMs: 1200 },
    scheduler,
    logger,
    moved: () => {
      moves += 1;
      seat.poke();
    },
    ...(choose ? { choose } : {}),
  });
  const random = botRandom(7);
  /** One step: the computer's pending move after its delay, else one of alice's. */
  const step = async (): Promise<'computer' | 'alice' | 'none'> => {
    const pending = runner.pendingDecision();
    if (!pending) return 'none';
    if (pending.player === seat.name) {
      seat.poke();
      expect(scheduler.pending).toBe(1);
      scheduler.advance(1200);
      // The move goes through the game's queue: let it finish.
      for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setImmediate(resolve));
      await game.drain();
      return 'computer';
    }
    const legal = legalCommands(pending.view, 'alice');
    const command = pending.view.players.alice?.promptState.showAlert
      ? { type: 'closeAlert' as const }
      : legal[Math.floor(random() * legal.length)];
    if (!command) throw new Error('alice has nothing to do');
    await game.enqueue('alice', command);
    return 'alice';
  };
  return { runner, game, seat, logger, scheduler, step, moves: () => moves };
}

/** The commands the computer's seat sent so far, from the game's log. */
function computerCommands(runner: EngineRunner, name: string): unknown[] {
  return runner
    .journal()
    .commands.filter((c) => c.player === name)
    .map((c) => c.command);
}

describe('the computer seat of a practice game', () => {
  it('answers every decision that is its own, after its delay, through the game queue', async () => {
    const { runner, seat, step, moves } = practice('easy');
    let computer = 0;
    for (let i = 0; i < 300 && !runner.finished; i += 1) {
      const who = await step();
      if (who === 'none') break;
      if (who === 'computer') computer += 1;
    }
    expect(computer).toBeGreaterThan(10);
    expect(moves()).toBe(computer);
    // Every computer decision went into the log under its own name, like a player's.
    expect(computerCommands(runner, seat.name)).toHaveLength(computer);
  });

  it('waits while the decision is the player’s and does not move before its delay', async () => {
    const { runner, seat, scheduler, step, game } = practice('easy');
    // Play until the computer is asked something, checking it never moves out of turn.
    for (let i = 0; i < 40 && runner.pendingDecision()?.player === 'alice'; i += 1) {
      seat.poke();
      expect(scheduler.pending).toBe(0);
      await step();
    }
    expect(runner.pendingDecision()?.player).toBe(seat.name);
    const before = runner.journal().commands.length;
    seat.poke();
    seat.poke();
    // One move is scheduled however often it is poked, and nothing happens before its delay.
    expect(scheduler.pending).toBe(1);
    scheduler.advance(399);
    await game.drain();
    expect(runner.journal().commands.length).toBe(before);
    seat.dispose();
    expect(scheduler.pending).toBe(0);
  });

  it('plays a legal command when the bot answers nothing', async () => {
    const choose = vi.fn<Choose>(() => null);
    const { runner, seat, logger, step } = practice('easy', choose);
    const warn = vi.spyOn(logger, 'warn');
    let computer = 0;
    for (let i = 0; i < 60 && computer < 5; i += 1)
      if ((await step()) === 'computer') computer += 1;
    expect(computer).toBe(5);
    expect(choose).toHaveBeenCalledTimes(5);
    expect(computerCommands(runner, seat.name)).toHaveLength(5);
    expect(warn).toHaveBeenCalledWith(expect.anything(), 'The computer chose nothing');
  });

  it('plays a legal command when the bot throws, and logs it', async () => {
    const choose = vi.fn<Choose>(() => {
      throw new Error('the strategy broke');
    });
    const { runner, seat, logger, step } = practice('normal', choose);
    const error = vi.spyOn(logger, 'error');
    let computer = 0;
    for (let i = 0; i < 60 && computer < 5; i += 1)
      if ((await step()) === 'computer') computer += 1;
    expect(computer).toBe(5);
    expect(computerCommands(runner, seat.name)).toHaveLength(5);
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.any(Error) }),
      'The computer strategy failed: it plays a legal command instead',
    );
  });

  it('hands a planning strategy the engine game waiting on the computer, beside its view', async () => {
    const seen: { asked: string | undefined; waitsOn: string | undefined }[] = [];
    const choose = vi.fn<Choose>((view, me, _random, game) => {
      const decision = game?.state.decision;
      seen.push({
        asked: view.players[me]?.promptState.promptTitle,
        waitsOn: decision ? game.state.players[decision.player].name : undefined,
      });
      return null;
    });
    const { seat, step } = practice('normal', choose);
    let computer = 0;
    for (let i = 0; i < 60 && computer < 3; i += 1)
      if ((await step()) === 'computer') computer += 1;
    expect(seen).toHaveLength(3);
    for (const entry of seen) expect(entry.waitsOn).toBe(seat.name);
  });

  it('tries the next legal command when the chosen one is refused', async () => {
    const bogus: GameCommand = { type: 'cardClicked', uuid: 'no-such-card' };
    const { runner, seat, step } = practice('easy', () => bogus);
    let computer = 0;
    for (let i = 0; i < 60 && computer < 3; i += 1)
      if ((await step()) === 'computer') computer += 1;
    expect(computer).toBe(3);
    const sent = computerCommands(runner, seat.name);
    expect(sent).toHaveLength(3);
    expect(sent).not.toContainEqual(bogus);
  });
});

describe('a goldfish opponent', () => {
  it('only passes or answers with the least when it has a button to press', async () => {
    const { runner, seat, step } = practice('goldfish');
    for (let i = 0; i < 200 && !runner.finished; i += 1) if ((await step()) === 'none') break;
    const sent = computerCommands(runner, seat.name);
    expect(sent.length).toBeGreaterThan(0);
    // It never plays a card or spends a die in its turns: no card of its own reaches play.
    const view = runner.pendingDecision()?.view ?? null;
    const own = view?.players[seat.name];
    expect(own?.cardPiles.cardsInPlay ?? []).toEqual([]);
    expect(own?.cardPiles.spells ?? []).toEqual([]);
  });

  it('picks a passing button over any other', () => {
    const view = {
      players: {
        fish: {
          promptState: {
            showAlert: false,
            buttons: [
              { text: 'Play', command: 'menuButton', arg: 'play', uuid: 'p1', method: 'm' },
              { text: 'Pass', command: 'menuButton', arg: 'pass', uuid: 'p1', method: 'm' },
            ],
          },
          phoenixborn: { uuid: 'pb', selectable: false, upgrades: [] },
          cardPiles: {},
          dice: [],
        },
      },
    };
    const parsed: GameView = JSON.parse(JSON.stringify(view));
    expect(goldfishCommand(parsed, 'fish', () => 0)).toEqual({
      type: 'menuButton',
      arg: 'pass',
      uuid: 'p1',
      method: 'm',
    });
  });
});
