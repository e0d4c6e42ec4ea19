import { describe, expect, it } from 'vitest';
import type { ReplayMoment, ReplayReducer } from './replay-steps';
import { replayStepsOf } from '../../../protocol/replay-format';
import {
  buildPatchedReplay,
  buildPatchedReplayAsync,
  buildReplaySteps,
  classifyMoment,
  stateAtStep,
} from './replay-steps';

/**
 * A tiny stand-in game: commands are strings. 'round' starts a round, 'turn' passes the turn,
 * 'attack' / 'block' / 'resolve' run a battle, 'play' changes the board, 'noop' does nothing,
 * 'win' ends the game.
 */
interface Toy {
  round: number;
  turn: number;
  attack: ReplayMoment['attack'];
  played: number;
  over: boolean;
}

const toy: ReplayReducer<Toy> = {
  start: () => ({ round: 1, turn: 0, attack: 'none', played: 0, over: false }),
  apply(state, entry) {
    const next = { ...state };
    switch (entry.command) {
      case 'round':
        next.round += 1;
        break;
      case 'turn':
        next.turn += 1;
        break;
      case 'attack':
        next.attack = 'declared';
        break;
      case 'block':
        next.attack = 'defended';
        break;
      case 'resolve':
        next.attack = 'none';
        break;
      case 'play':
        next.played += 1;
        break;
      case 'win':
        next.over = true;
        break;
    }
    return next;
  },
  moment: (state) => ({
    round: state.round,
    phase: 'playerturns',
    turn: state.turn === 0 ? null : String(state.turn),
    attack: state.attack,
    over: state.over,
  }),
  view: (state) => ({ ...state }),
};

const log = (...commands: string[]) => ({
  seed: 's',
  setup: {},
  commands: commands.map((command, i) => ({ player: i % 2 ? 'p2' : 'p1', command })),
});

describe('replay steps', () => {
  it('tags every kind of moment and ends with end', () => {
    const steps = buildReplaySteps(
      toy,
      log('turn', 'play', 'attack', 'block', 'resolve', 'turn', 'round', 'turn', 'win'),
    );
    expect(steps.map((s) => s.tag)).toEqual([
      'prepare',
      'begin-turn',
      'ability',
      'attackers-declared',
      'defenders-declared',
      'battle-resolved',
      'begin-turn',
      'prepare',
      'begin-turn',
      'end',
    ]);
    expect(steps[2]?.state).toMatchObject({ played: 1, turn: 1 });
    expect(steps[9]?.state).toMatchObject({ over: true });
  });

  it('skips commands that change nothing and stops at the end', () => {
    const steps = buildReplaySteps(toy, log('noop', 'play', 'noop', 'win', 'play'));
    expect(steps.map((s) => s.tag)).toEqual(['prepare', 'ability', 'end']);
  });

  it('marks the last step end when the log stops before the game does', () => {
    expect(buildReplaySteps(toy, log('turn', 'play')).map((s) => s.tag)).toEqual([
      'prepare',
      'begin-turn',
      'end',
    ]);
    expect(buildReplaySteps(toy, log()).map((s) => s.tag)).toEqual(['prepare', 'end']);
  });

  it('finds the state of every step as the steps count them (Play from here)', async () => {
    const replay = log('noop', 'turn', 'noop', 'play', 'attack', 'noop', 'block', 'win', 'play');
    const steps = buildReplaySteps(toy, replay);
    for (const [index, step] of steps.entries()) {
      expect(await stateAtStep(toy, replay, index, 2)).toEqual(step.state);
    }
    expect(await stateAtStep(toy, replay, steps.length)).toBeNull();
    // A replay of one step shows it twice: the opening is also the end.
    expect(await stateAtStep(toy, log(), 1)).toEqual(toy.start(log()));
    expect(await stateAtStep(toy, log(), 2)).toBeNull();
  });

  it('prefers the larger moment when several change at once', () => {
    const base: ReplayMoment = {
      round: 1,
      phase: 'playerturns',
      turn: '1',
      attack: 'none',
      over: false,
    };
    expect(classifyMoment(base, { ...base, round: 2, turn: '2' })).toBe('prepare');
    expect(classifyMoment(base, { ...base, over: true, round: 2 })).toBe('end');
    expect(classifyMoment(base, { ...base, phase: 'prepare' })).toBe('prepare');
    expect(classifyMoment({ ...base, attack: 'defended' }, { ...base, turn: '2' })).toBe(
      'begin-turn',
    );
    expect(classifyMoment({ ...base, attack: 'defended' }, base)).toBe('battle-resolved');
  });
});

describe('replay steps, as patches', () => {
  it('writes the first view and a patch per step that give back every step', async () => {
    const replay = log('turn', 'play', 'attack', 'block', 'resolve', 'turn', 'round', 'win');
    const patched = buildPatchedReplay(toy, replay);
    expect(patched.version).toBe(2);
    expect(patched.steps[0]).toMatchObject({ tag: 'prepare', state: toy.view(toy.start(replay)) });
    expect(patched.steps.slice(1).every((step) => 'patch' in step && step.patch.length > 0)).toBe(
      true,
    );
    const whole = buildReplaySteps(toy, replay).map((step) => ({
      ...step,
      state: { ...Object(step.state), messages: [] },
    }));
    expect(replayStepsOf(patched)).toEqual(whole);
    expect(await buildPatchedReplayAsync(toy, replay, 2)).toEqual(patched);
  });
});
