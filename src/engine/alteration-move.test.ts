/**
 * Verbs of The Flood of Moon Cove's cards, run by a throwaway spell: `moveAlteration` (an
 * alteration in play attached to another unit, its attached effects ended) and
 * `drawFromBottom` (drawing off the bottom of the draw pile).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../domain/cards';
import { defineCard, drawFromBottom, moveAlteration, unitsOf } from './cards/api';
import { standardCards } from './cards/index';
import type { CardRegistry } from './cards/registry';
import { testCatalogue } from './testing/catalogue';
import { scenario } from './testing/scenario';

const MOVER = 'test-mover';
let catalogue: Record<string, Card>;
let cards: CardRegistry;

beforeAll(async () => {
  const base = await testCatalogue();
  const spell = base['call-upon-the-realms'];
  if (!spell) throw new Error('no Call Upon the Realms in the catalogue');
  catalogue = {
    ...base,
    [MOVER]: { ...spell, stub: MOVER, name: 'Test Mover', cost: ['[[main]]'] },
  };
  // Moves every alteration of our first unit onto our second one, then draws off the bottom.
  cards = standardCards().with([
    defineCard({
      stub: MOVER,
      effect: [
        (g) => {
          const [from, to] = unitsOf(g);
          if (from === undefined || to === undefined) return;
          for (const alteration of [...(g.state.cards[from]?.upgrades ?? [])])
            moveAlteration(g, alteration, to);
          drawFromBottom(g, 1);
        },
      ],
    }),
  ]);
});

describe('moving an alteration and drawing from the bottom', () => {
  it('the alteration changes host and the bottom card is drawn', () => {
    const s = scenario(
      catalogue,
      {
        p1: {
          phoenixborn: 'coal-roarkwin',
          hand: [MOVER],
          deck: ['anchornaut', 'hammer-knight'],
          battlefield: [{ stub: 'iron-worker', upgrades: ['root-armor'] }, 'mist-spirit'],
        },
        p2: { phoenixborn: 'aradel-summergaard' },
      },
      cards,
    );
    s.click(MOVER);
    expect(s.unit('p1', 'iron-worker')?.upgrades).toEqual([]);
    expect(s.unit('p1', 'mist-spirit')?.upgrades).toHaveLength(1);
    expect(s.zoneStubs('p1', 'hand')).toEqual(['hammer-knight']);
    expect(s.zoneStubs('p1', 'deck')).toEqual(['anchornaut']);
  });
});
