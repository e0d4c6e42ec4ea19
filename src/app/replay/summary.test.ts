import { describe, expect, it } from 'vitest';
import { summariseStep } from './summary';

describe('replay step summary', () => {
  it('reads round, phase, winner and life left', () => {
    expect(
      summariseStep({
        round: 3,
        currentPhase: 'playerturns',
        winner: null,
        players: {
          alice: { phoenixborn: { life: 18, tokens: { damage: 5 } } },
          bob: { phoenixborn: { life: 16, tokens: { damage: 20 } } },
        },
      }),
    ).toEqual({
      round: 3,
      phase: 'playerturns',
      winner: null,
      players: [
        { name: 'alice', life: 13 },
        { name: 'bob', life: 0 },
      ],
    });
  });

  it('copes with anything', () => {
    expect(summariseStep(null)).toEqual({ round: null, phase: null, winner: null, players: [] });
    expect(summariseStep({ players: { x: 5 } }).players).toEqual([{ name: 'x', life: null }]);
  });
});
