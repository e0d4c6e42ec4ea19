/**
 * Focus units give the ready spells of their controller (`focusFromUnits`, read by the card
 * API's `focus`): a unit whose script declares `focusesReadySpells` adds it while unexhausted.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../domain/cards';
import { focusFromUnits } from './deep-focus';
import { testCatalogue } from './testing/catalogue';
import { scenario } from './testing/scenario';
import type { UnitSetup } from './testing/scenario';
import { standardCards } from './cards/index';
import type { CardRegistry } from './cards/registry';

const FOCUSER = 'test-focuser';
let catalogue: Record<string, Card>;
let cards: CardRegistry;

beforeAll(async () => {
  const base = await testCatalogue();
  const worker = base['iron-worker'];
  if (!worker) throw new Error('no Iron Worker in the catalogue');
  catalogue = { ...base, [FOCUSER]: { ...worker, stub: FOCUSER, name: 'Test Focuser' } };
  cards = standardCards().with([{ stub: FOCUSER, focusesReadySpells: 1 }]);
});

function focusWith(mine: (string | UnitSetup)[], theirs: string[] = []): number {
  const s = scenario(
    catalogue,
    {
      p1: {
        phoenixborn: 'coal-roarkwin',
        spellboard: ['summon-butterfly-monk'],
        battlefield: mine,
      },
      p2: { phoenixborn: 'aradel-summergaard', battlefield: theirs },
    },
    cards,
  );
  const spell = s.cards('p1', 'summon-butterfly-monk')[0];
  if (!spell) throw new Error('no spell');
  return focusFromUnits(s.state, s.context, spell.uuid);
}

describe('focus from units', () => {
  it('each unexhausted focusing unit of the controller adds its focus', () => {
    expect(focusWith([])).toBe(0);
    expect(focusWith([FOCUSER])).toBe(1);
    expect(focusWith([FOCUSER, FOCUSER, 'iron-worker'])).toBe(2);
  });

  it("an exhausted unit or an opponent's unit adds nothing", () => {
    expect(focusWith([{ stub: FOCUSER, exhaustion: 1 }])).toBe(0);
    expect(focusWith([], [FOCUSER])).toBe(0);
  });
});
