import { describe, expect, it } from 'vitest';
import {
  chainColour,
  cutButtonLabel,
  formatClock,
  lifeColour,
  lifeRemaining,
  pingLevel,
  titleLines,
} from './labels';

describe('prompt button labels', () => {
  it('keeps labels of up to 28 characters', () => {
    const label = 'a'.repeat(28);
    expect(cutButtonLabel(label)).toBe(label);
  });

  it('cuts longer labels to 25 characters plus an ellipsis', () => {
    const cut = cutButtonLabel('Choose a unit to receive the damage');
    expect(cut).toBe('Choose a unit to receive …');
    expect(cut).toHaveLength(26);
    expect(cutButtonLabel('b'.repeat(29))).toBe(`${'b'.repeat(25)}…`);
  });

  it('splits menu titles on newlines', () => {
    expect(titleLines('Player Turn\nMain action')).toEqual(['Player Turn', 'Main action']);
  });
});

describe('life', () => {
  it('is life minus damage floored at zero', () => {
    expect(lifeRemaining(20, 3)).toBe(17);
    expect(lifeRemaining(20, undefined)).toBe(20);
    expect(lifeRemaining(18, 25)).toBe(0);
  });

  it('is green above 10, orange at 10 or less, red at 5 or less', () => {
    expect(lifeColour(11)).toBe('green');
    expect(lifeColour(10)).toBe('orange');
    expect(lifeColour(6)).toBe('orange');
    expect(lifeColour(5)).toBe('red');
    expect(lifeColour(0)).toBe('red');
  });
});

describe('clock format', () => {
  it('shows minutes and seconds with a minus sign when negative', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(65)).toBe('1:05');
    expect(formatClock(1800)).toBe('30:00');
    expect(formatClock(-7)).toBe('-0:07');
    expect(formatClock(-125)).toBe('-2:05');
  });
});

describe('ping and chains', () => {
  it('grades ping at 150 and 300 ms', () => {
    expect(pingLevel(149)).toBe('good');
    expect(pingLevel(150)).toBe('warning');
    expect(pingLevel(299)).toBe('warning');
    expect(pingLevel(300)).toBe('danger');
  });

  it('colours chains by round and hides them in two formats', () => {
    expect(chainColour(1, 'constructed')).toBe('red');
    expect(chainColour(0, null)).toBe('red');
    expect(chainColour(2, 'constructed')).toBe('green');
    expect(chainColour(3, 'firstadventure')).toBeNull();
    expect(chainColour(3, 'precon')).toBeNull();
  });
});
