import { beforeAll, describe, expect, it } from 'vitest';
import { engineContext } from './standard-context';
import type { Card } from '../domain/cards';
import { applyCommand, clockDeadline, createGame, expireClocks } from './index';
import type { GameSetup } from './game';
import type { GameState } from './state';
import { VEILED_UNIT } from './testing/boards';
import { preconSetup, testCatalogue, testPrecons } from './testing/catalogue';
import { scenario } from './testing/scenario';
import type { ScenarioSetup } from './testing/scenario';
import { botRandom, legalCommands } from './bots/legal-commands';
import { viewFor } from './view';

let catalogue: Record<string, Card>;
beforeAll(async () => {
  catalogue = await testCatalogue();
});

const T0 = 1_700_000_000_000;
const s = (n: number) => n * 1000;

function chessGame(seconds = 60, extra: Partial<ScenarioSetup> = {}) {
  return scenario(catalogue, {
    ...VEILED_UNIT,
    clock: { type: 'chess', seconds, startedAt: T0 },
    ...extra,
  });
}

describe('chess clock', () => {
  it('runs only for the player the game waits on and switches with the decision', () => {
    const g = chessGame();
    g.at(T0 + s(10)).button('Pass');
    expect(g.state.players.p1.clockSeconds).toBe(50);
    expect(g.state.players.p2.clockSeconds).toBe(60);
    g.at(T0 + s(15)).button('End Turn');
    expect(g.prompt().player).toBe('p2');
    // Bob's turn: only his time runs now.
    g.at(T0 + s(45)).send({ type: 'chat', text: 'thinking' }, 'p1');
    expect(g.state.players.p1.clockSeconds).toBe(45);
    expect(g.state.players.p2.clockSeconds).toBe(30);
    const view = g.view('p1');
    expect(view.players.alice!.clock).toMatchObject({
      mode: 'stop',
      secondsLeft: 45,
      type: 'chess',
    });
    expect(view.players.bob!.clock).toMatchObject({ mode: 'down', secondsLeft: 30, mainTime: 60 });
    expect(view.players.bob!.clock.stateId).toBe(g.state.version);
    expect(clockDeadline(g.state)).toBe(T0 + s(75));
  });

  it("a reaction window runs the defender's clock", () => {
    const g = chessGame();
    g.at(T0 + s(5)).die('natural:power');
    g.at(T0 + s(8)).click('anchornaut');
    expect(g.prompt()).toMatchObject({ player: 'p2', title: 'Play a reaction spell?' });
    expect(g.view('p2').players.bob!.clock.mode).toBe('down');
    expect(g.view('p2').players.alice!.clock.mode).toBe('stop');
    g.at(T0 + s(20)).button('Pass');
    expect(g.state.players.p1.clockSeconds).toBe(52);
    expect(g.state.players.p2.clockSeconds).toBe(48);
  });

  it('ends the game when the running clock reaches zero: that player loses on time', () => {
    const g = chessGame();
    const before = g.state;
    g.expire(T0 + s(59));
    expect(g.state).toBe(before);
    g.expire(T0 + s(61));
    expect(g.state.phase).toBe('gameover');
    expect(g.state.winner).toBe('p2');
    expect(g.state.winReason).toBe('time');
    expect(g.state.finishedAt).toBe(new Date(T0 + s(60)).toISOString());
    expect(g.logLines()).toContain('alice has run out of time');
    const view = g.view(null);
    expect(view.winner).toBe('bob');
    expect(view.players.alice!.clock).toMatchObject({ mode: 'stop', secondsLeft: 0 });
    expect(clockDeadline(g.state)).toBeNull();
  });

  it('a command arriving after the deadline is not applied: the game ends on time first', () => {
    const g = chessGame();
    g.at(T0 + s(70)).button('Pass');
    expect(g.state.winner).toBe('p2');
    expect(g.state.winReason).toBe('time');
    expect(g.state.turn?.mainAvailable).toBe(true);
  });

  it('accepts clockZero only when the server clock agrees', () => {
    const g = chessGame();
    const before = g.state;
    g.at(T0 + s(50)).send({ type: 'clockZero' }, 'p2', true);
    expect(g.lastError).toBe('The clock has not run out yet');
    expect(g.state).toBe(before);
    // Within the tolerance of a second: accepted, and alice (whose clock runs) loses.
    g.at(T0 + s(59.5)).send({ type: 'clockZero' }, 'p1');
    expect(g.state.winner).toBe('p2');
    expect(g.state.winReason).toBe('time');
  });

  it('a game without a clock refuses clockZero and keeps no time', () => {
    const g = scenario(catalogue, {
      p1: { phoenixborn: 'aradel-summergaard' },
      p2: { phoenixborn: 'maeoni-viper' },
    });
    g.at(T0).send({ type: 'clockZero' }, 'p1', true);
    expect(g.lastError).toBe('This game has no clock');
    g.button('Pass');
    expect(g.state.clock.at ?? null).toBeNull();
    expect(clockDeadline(g.state)).toBeNull();
    expect(g.view('p1').players.alice!.clock.mode).toBe('stop');
  });
});

describe('timer clock', () => {
  it('counts the whole game down for both players and ends it by the time-limit rule', () => {
    const g = scenario(catalogue, {
      p1: { phoenixborn: 'aradel-summergaard', pbDamage: 3 },
      p2: { phoenixborn: 'maeoni-viper', pbDamage: 1 },
      clock: { type: 'timer', seconds: 100, startedAt: T0 },
    });
    g.at(T0 + s(30)).button('Pass');
    g.at(T0 + s(40)).button('End Turn');
    for (const name of ['alice', 'bob']) {
      expect(g.view('p1').players[name]!.clock).toMatchObject({
        type: 'timer',
        mode: 'down',
        secondsLeft: 60,
      });
    }
    expect(clockDeadline(g.state)).toBe(T0 + s(100));
    g.at(T0 + s(90)).send({ type: 'clockZero' }, 'p1', true);
    expect(g.lastError).toBe('The clock has not run out yet');
    g.expire(T0 + s(100));
    expect(g.state.winReason).toBe('time limit');
    // Bob's Phoenixborn has more life left.
    expect(g.state.winner).toBe('p2');
  });
});

describe('replaying a timed game', () => {
  it('the same commands at the same times give the same game, clock expiry included', async () => {
    const precons = await testPrecons();
    const deck = (id: number) => preconSetup(precons.find((d) => d.preconId === id)!);
    const setup: GameSetup = {
      seed: 'timed',
      startedAt: T0,
      clock: { type: 'chess', seconds: 60 },
      players: [
        { name: 'alice', deck: deck(1) },
        { name: 'bob', deck: deck(2) },
      ],
    };
    const context = engineContext(catalogue);
    const random = botRandom(3);
    let state: GameState = createGame(setup, context);
    const log: {
      player: string | null;
      command: Parameters<typeof applyCommand>[3];
      at: number;
    }[] = [];
    let now = T0;
    while (state.phase !== 'gameover') {
      now += Math.floor(random() * 4000);
      const deadline = clockDeadline(state);
      if (deadline !== null && now >= deadline) {
        state = expireClocks(state, now);
        log.push({ player: null, command: { type: 'clockZero' }, at: now });
        break;
      }
      const actor = state.players[state.decision!.player].name;
      const legal = legalCommands(viewFor(state, context, actor), actor);
      const command = legal[Math.floor(random() * legal.length)]!;
      const result = applyCommand(state, context, actor, command, { now });
      expect(result.error).toBeUndefined();
      state = result.state;
      log.push({ player: actor, command, at: now });
    }
    expect(state.winReason).toBe('time');

    let replayed = createGame(JSON.parse(JSON.stringify(setup)) as GameSetup, context);
    for (const entry of log)
      replayed = applyCommand(replayed, context, entry.player, entry.command, {
        now: entry.at,
      }).state;
    expect(JSON.stringify(replayed)).toBe(JSON.stringify(state));
  });
});
