/**
 * A prevention reaction whose effect decides how much it prevents (`prevents: 'byEffect'`,
 * `held-damage-prevention.ts`) and one answering damage to a unit or a Phoenixborn
 * (`alsoPhoenixborn`, `held-damage.ts`).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../domain/cards';
import { defineCard, preventDamage } from './cards/api';
import { standardCards } from './cards/index';
import type { CardRegistry } from './cards/registry';
import { testCatalogue } from './testing/catalogue';
import { scenario } from './testing/scenario';

const DAMPENER = 'test-dampener';
let catalogue: Record<string, Card>;
let cards: CardRegistry;

beforeAll(async () => {
  const base = await testCatalogue();
  const shield = base['particle-shield'];
  if (!shield) throw new Error('no Particle Shield in the catalogue');
  // A reaction without dice: prevents 1 of the damage, decided as it resolves.
  catalogue = {
    ...base,
    [DAMPENER]: { ...shield, stub: DAMPENER, name: 'Test Dampener', cost: [] },
  };
  cards = standardCards().with([
    defineCard({
      stub: DAMPENER,
      reaction: {
        event: 'unitDamage',
        alsoPhoenixborn: true,
        match: (q, e) => e.controller === q.me,
        prevents: 'byEffect',
      },
      effect: [(g) => preventDamage(g, 1)],
    }),
  ]);
});

describe('prevention decided by the effect', () => {
  it('prevents what the effect says of the damage to a unit', () => {
    const s = scenario(
      catalogue,
      {
        p1: { phoenixborn: 'aradel-summergaard', dice: ['natural:class'] },
        p2: { phoenixborn: 'coal-roarkwin', hand: [DAMPENER], battlefield: ['hammer-knight'] },
      },
      cards,
    );
    s.click('aradel-summergaard').click('hammer-knight');
    s.click(DAMPENER, 'p2');
    expect(s.unit('p2', 'hammer-knight')?.tokens.damage).toBe(1);
  });

  it('answers damage to its Phoenixborn too', () => {
    const s = scenario(
      catalogue,
      {
        p1: { phoenixborn: 'coal-roarkwin', hand: ['anchornaut'] },
        p2: { phoenixborn: 'aradel-summergaard', hand: [DAMPENER] },
      },
      cards,
    );
    s.click('coal-roarkwin')
      .click('anchornaut')
      .button('Done')
      .button('bob')
      .click('aradel-summergaard');
    s.click(DAMPENER, 'p2');
    expect(s.pb('p2').tokens.damage).toBe(0);
  });
});
