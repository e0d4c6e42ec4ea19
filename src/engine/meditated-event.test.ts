import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../domain/cards';
import { eventOf, placeStatus, returnToHand, self } from './cards/api';
import type { CardScript } from './cards/api';
import { standardCards } from './cards/index';
import type { CardRegistry } from './cards/registry';
import { testCatalogue } from './testing/catalogue';
import { scenario } from './testing/scenario';

let catalogue: Record<string, Card>;
let cards: CardRegistry;
const WATCHER = 'test-meditation-watcher';

beforeAll(async () => {
  const base = await testCatalogue();
  catalogue = {
    ...base,
    [WATCHER]: { ...base['coal-roarkwin']!, stub: WATCHER, name: 'Test Watcher', text: '' },
  };
  // After its player meditates: a status token, and the first card off the draw pile to hand.
  const watcher: CardScript = {
    stub: WATCHER,
    triggers: [
      {
        name: 'Watch',
        event: 'meditated',
        inexhaustible: true,
        match: (q, e) => e.player === q.me,
        steps: [
          (g) => placeStatus(g, self(g), 1),
          (g) => returnToHand(g, eventOf(g, 'meditated')?.firstFromDrawPile ?? null),
        ],
      },
    ],
  };
  cards = standardCards().with([watcher]);
});

describe('the meditated event', () => {
  it('is raised once a Meditate action ends, naming the first card discarded off the draw pile', () => {
    const s = scenario(
      catalogue,
      {
        p1: {
          phoenixborn: WATCHER,
          hand: ['iron-worker'],
          deck: ['anchornaut', 'hammer-knight'],
          dice: ['charm:basic', 'charm:basic', 'charm:basic'],
        },
        p2: { phoenixborn: 'coal-roarkwin' },
      },
      cards,
    );
    s.button('Meditate').click('iron-worker').die('charm:basic').button('Power');
    s.button('Top of draw pile').die('charm:basic').button('Power');
    s.button('Top of draw pile').die('charm:basic').button('Power');
    expect(s.pb('p1').tokens.status).toBe(0);
    s.button('Done');
    expect(s.pb('p1').tokens.status).toBe(1);
    expect(s.zoneStubs('p1', 'hand')).toEqual(['anchornaut']);
    expect(s.zoneStubs('p1', 'discard')).toEqual(['iron-worker', 'hammer-knight']);
  });

  it('a Meditate that discarded nothing off the draw pile names no card', () => {
    const s = scenario(
      catalogue,
      {
        p1: { phoenixborn: WATCHER, hand: ['iron-worker'], dice: ['charm:basic'] },
        p2: { phoenixborn: 'coal-roarkwin' },
      },
      cards,
    );
    s.button('Meditate').click('iron-worker').die('charm:basic').button('Power').button('Done');
    expect(s.pb('p1').tokens.status).toBe(1);
    expect(s.zoneStubs('p1', 'hand')).toEqual([]);
  });
});
