/** "Until the end of the next turn or the round" (Timestopper's Halt). */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../domain/cards';
import { endRoundEffects, endTurnEffects, placeEffect } from './lasting';
import { testCatalogue } from './testing/catalogue';
import { scenario } from './testing/scenario';

let catalogue: Record<string, Card>;
beforeAll(async () => {
  catalogue = await testCatalogue();
});

const board = () =>
  scenario(catalogue, {
    p1: { phoenixborn: 'jericho-reborn' },
    p2: { phoenixborn: 'coal-roarkwin', battlefield: ['iron-worker'] },
  });

describe('until the end of the next turn or the round', () => {
  it('placed during a turn, outlasts that turn and ends with the next one, whoever takes it', () => {
    const s = board();
    const worker = s.unit('p2', 'iron-worker')!;
    placeEffect(
      s.state,
      worker.uuid,
      { kind: 'forbid', acts: ['attack'] },
      { untilEndOfNextTurnOrRound: true },
    );
    endTurnEffects(s.state, 'p1');
    expect(worker.effects).toHaveLength(1);
    // The next turn ends it, even one of the same player (the other had passed out).
    endTurnEffects(s.state, 'p1');
    expect(worker.effects).toHaveLength(0);
  });

  it('ends with the round first', () => {
    const s = board();
    const worker = s.unit('p2', 'iron-worker')!;
    placeEffect(
      s.state,
      worker.uuid,
      { kind: 'forbid', acts: ['attack'] },
      { untilEndOfNextTurnOrRound: true },
    );
    endRoundEffects(s.state);
    expect(worker.effects).toHaveLength(0);
  });
});
