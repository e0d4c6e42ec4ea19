import { describe, expect, it } from 'vitest';
import type { ReplayStepTag } from '../../protocol/results';
import {
  isLastStep,
  roundBack,
  roundForward,
  stepBack,
  stepForward,
  turnBack,
  turnForward,
} from './navigation';

// 0 prepare, 1 begin-turn, 2 ability, 3 attackers, 4 defenders, 5 battle, 6 begin-turn,
// 7 ability, 8 prepare, 9 begin-turn, 10 ability, 11 end
const tags: ReplayStepTag[] = [
  'prepare',
  'begin-turn',
  'ability',
  'attackers-declared',
  'defenders-declared',
  'battle-resolved',
  'begin-turn',
  'ability',
  'prepare',
  'begin-turn',
  'ability',
  'end',
];

describe('replay navigation', () => {
  it('steps by one and never leaves the replay', () => {
    expect(stepForward(tags, 0)).toBe(1);
    expect(stepForward(tags, 11)).toBe(11);
    expect(stepBack(tags, 5)).toBe(4);
    expect(stepBack(tags, 0)).toBe(0);
  });

  it('turn forward goes to the next Start of Turn or Game End, and stays at the end', () => {
    expect(turnForward(tags, 0)).toBe(1);
    expect(turnForward(tags, 1)).toBe(6);
    // The round start at 8 is not a turn start.
    expect(turnForward(tags, 6)).toBe(9);
    expect(turnForward(tags, 9)).toBe(11);
    expect(turnForward(tags, 11)).toBe(11);
  });

  it('round forward goes to the next Start of Round or Game End', () => {
    expect(roundForward(tags, 0)).toBe(8);
    expect(roundForward(tags, 3)).toBe(8);
    expect(roundForward(tags, 8)).toBe(11);
    expect(roundForward(tags, 11)).toBe(11);
  });

  it('turn back goes to the previous Start of Turn or Start of Round', () => {
    expect(turnBack(tags, 5)).toBe(1);
    expect(turnBack(tags, 6)).toBe(1);
    expect(turnBack(tags, 9)).toBe(8);
    expect(turnBack(tags, 8)).toBe(6);
    expect(turnBack(tags, 1)).toBe(0);
    expect(turnBack(tags, 0)).toBe(0);
  });

  it('round back goes to the previous Start of Round, never below 0', () => {
    expect(roundBack(tags, 11)).toBe(8);
    expect(roundBack(tags, 8)).toBe(0);
    expect(roundBack(tags, 3)).toBe(0);
    expect(roundBack(tags, 0)).toBe(0);
  });

  it('knows the last step, and copes with an empty replay', () => {
    expect(isLastStep(tags, 11)).toBe(true);
    expect(isLastStep(tags, 10)).toBe(false);
    expect(stepForward([], 0)).toBe(0);
    expect(turnForward([], 0)).toBe(0);
  });
});
