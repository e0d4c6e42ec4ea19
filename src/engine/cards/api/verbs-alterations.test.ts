import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../../domain/cards';
import { testCatalogue } from '../../testing/catalogue';
import { scenario } from '../../testing/scenario';
import type { Scenario, ScenarioSetup } from '../../testing/scenario';
import { standardCards } from '../index';
import type { CardRegistry } from '../registry';
import { alterationsInPlay, chooseCard, defineCard, moveAlteration, unitsOf } from '.';

let catalogue: Record<string, Card>;
let cards: CardRegistry;
const MOVER = 'test-mover';

const moved = chooseCard('moved', {
  title: 'Test Mover: choose an alteration',
  from: (g) => alterationsInPlay(g).map(({ card }) => card),
});
const onto = chooseCard('onto', {
  title: 'Test Mover: choose its new host',
  from: (g) => unitsOf(g),
});

/** Test Mover: attach an alteration in play to a unit you control. */
const mover = defineCard({
  stub: MOVER,
  effect: [moved.ask, onto.ask, (g) => void moveAlteration(g, moved.of(g), onto.of(g))],
});

beforeAll(async () => {
  const base = await testCatalogue();
  catalogue = { ...base, [MOVER]: { ...base['molten-gold']!, stub: MOVER, name: 'Test Mover' } };
  cards = standardCards().with([mover]);
});

function withCards(setup: ScenarioSetup): Scenario {
  return scenario(catalogue, setup, cards);
}

describe('moveAlteration', () => {
  it('moves the alteration: what it placed on the old host ends, its attaching lines answer on the new one', () => {
    const s = withCards({
      p1: {
        phoenixborn: 'koji-wolfcub',
        hand: [MOVER, 'deep-freeze'],
        battlefield: ['iron-worker', 'hammer-knight'],
        dice: ['natural:class', 'natural:class', 'natural:class', 'natural:class'],
      },
      p2: { phoenixborn: 'coal-roarkwin' },
    });
    // Deep Freeze treats its host as exhausted while attached.
    s.click('deep-freeze').click('iron-worker');
    if (s.prompt().title.startsWith('Pay for ')) s.button('Done');
    expect(s.unit('p1', 'iron-worker')!.effects).toHaveLength(1);
    s.button('End Turn').button('Pass', 'p2').button('End Turn', 'p2');
    s.click(MOVER).click('deep-freeze').click('hammer-knight');
    expect(s.unit('p1', 'iron-worker')!.upgrades).toEqual([]);
    expect(s.unit('p1', 'iron-worker')!.effects).toEqual([]);
    const knight = s.unit('p1', 'hammer-knight')!;
    expect(knight.upgrades.map((u) => s.state.cards[u]!.stub)).toEqual(['deep-freeze']);
    expect(knight.effects).toHaveLength(1);
    expect(s.logLines().some((l) => l.includes('Deep Freeze is attached to Hammer Knight'))).toBe(
      true,
    );
  });
});
