/** The Pass main action raises `passed`, which reaction spells may answer (Fatal Strike). */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../domain/cards';
import { standardCards } from './cards';
import type { CardRegistry } from './cards/registry';
import type { CardScript } from './cards/api';
import { testCatalogue } from './testing/catalogue';
import { scenario } from './testing/scenario';

/** A throwaway reaction spell that answers any player's pass and records whose it was. */
const LISTENER = 'test-pass-listener';
let catalogue: Record<string, Card>;
let cards: CardRegistry;
let passers: string[] = [];

beforeAll(async () => {
  const base = await testCatalogue();
  catalogue = {
    ...base,
    [LISTENER]: { ...base['fatal-strike']!, stub: LISTENER, name: 'Pass Listener', cost: [] },
  };
  const listener: CardScript = {
    stub: LISTENER,
    reaction: {
      event: 'passed',
      match: (_q, e) => {
        passers.push(e.player);
        return true;
      },
    },
    effect: [],
  };
  cards = standardCards().with([listener]);
});

describe('the passed event', () => {
  it('is raised for each Pass, naming the player who passed, and opens reaction windows', () => {
    const s = scenario(
      catalogue,
      {
        p1: { phoenixborn: 'jericho-reborn' },
        p2: { phoenixborn: 'coal-roarkwin', hand: [LISTENER] },
      },
      cards,
    );
    passers = [];
    s.button('Pass');
    expect(passers).toContain('p1');
    expect(s.prompt()).toMatchObject({ player: 'p2', title: 'Play a reaction spell?' });
    expect(s.offers(LISTENER)).toBe(true);
  });

  it('is not raised by other main actions', () => {
    const s = scenario(
      catalogue,
      {
        p1: { phoenixborn: 'jericho-reborn', battlefield: ['iron-worker'] },
        p2: { phoenixborn: 'coal-roarkwin', hand: [LISTENER] },
      },
      cards,
    );
    passers = [];
    s.button('Attack Phoenixborn').click('iron-worker').button('Done');
    expect(passers).toEqual([]);
  });
});
