/** Units removed from the game until the end of the turn come back as it ends. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../domain/cards';
import { placeReturningUnits, returnAtEndOfTurn } from './end-of-turn-returns';
import { moveCard } from './ops';
import { testCatalogue } from './testing/catalogue';
import { scenario } from './testing/scenario';

let catalogue: Record<string, Card>;
beforeAll(async () => {
  catalogue = await testCatalogue();
});

describe('returns at the end of the turn', () => {
  it('a noted unit of the purged pile comes back onto its owner’s battlefield and comes into play', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: 'coal-roarkwin' },
      p2: { phoenixborn: 'maeoni-viper', battlefield: ['iron-worker'] },
    });
    const worker = s.unit('p2', 'iron-worker')!.uuid;
    moveCard(s.state, worker, 'purged');
    returnAtEndOfTurn(s.state, worker);
    placeReturningUnits(s.state, s.context);
    expect(s.unit('p2', 'iron-worker')).toBeDefined();
    expect(s.state.pendingEvents.map((e) => e.kind)).toEqual(['cameIntoPlay']);
    expect(s.state.turn?.returning).toEqual([]);
  });

  it('a card not in the purged pile is not noted, and one that left it does not come back', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: 'coal-roarkwin' },
      p2: { phoenixborn: 'maeoni-viper', battlefield: ['iron-worker', 'anchornaut'] },
    });
    const worker = s.unit('p2', 'iron-worker')!.uuid;
    returnAtEndOfTurn(s.state, worker);
    expect(s.state.turn?.returning ?? []).toEqual([]);
    const anchornaut = s.unit('p2', 'anchornaut')!.uuid;
    moveCard(s.state, anchornaut, 'purged');
    returnAtEndOfTurn(s.state, anchornaut);
    moveCard(s.state, anchornaut, 'discard');
    placeReturningUnits(s.state, s.context);
    expect(s.unit('p2', 'anchornaut')).toBeUndefined();
  });
});
