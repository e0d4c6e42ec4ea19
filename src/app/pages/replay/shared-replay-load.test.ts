import { describe, expect, it } from 'vitest';
import { stepIndex } from './shared-replay-load';

describe('the step a shared replay link opens at', () => {
  it('shows step N (counted from 1) at index N - 1', () => {
    expect(stepIndex(1, 40)).toEqual({ index: 0, note: null });
    expect(stepIndex(40, 40)).toEqual({ index: 39, note: null });
  });

  it('shows the last step for a step past the end, and says so', () => {
    expect(stepIndex(41, 40)).toEqual({
      index: 39,
      note: 'The link asks for step 41, but this replay has 40 steps: showing the last one.',
    });
  });
});
