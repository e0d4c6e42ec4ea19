import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../../domain/cards';
import { testCatalogue } from '../../testing/catalogue';
import { scenario } from '../../testing/scenario';
import type { Scenario, ScenarioSetup } from '../../testing/scenario';
import { standardCards } from '../index';
import type { CardRegistry } from '../registry';
import {
  chooseCard,
  dealDamage,
  defineCard,
  draw,
  handOf,
  opponentUnits,
  resolveRepeatedly,
} from '.';

let catalogue: Record<string, Card>;
let cards: CardRegistry;
const REPEATER = 'test-repeater';

const target = chooseCard('target', {
  title: 'Test Repeater: deal 1 damage',
  from: (g) => opponentUnits(g),
  optional: true,
});

/** Test Repeater: once for each other card in your hand, you may deal 1 damage; then draw 1. */
const repeater = defineCard({
  stub: REPEATER,
  effect: [
    ...resolveRepeatedly(
      'times',
      (g) => handOf(g).length,
      ['target'],
      [target.ask, (g) => void dealDamage(g, target.of(g), 1)],
    ),
    (g) => void draw(g, 1),
  ],
});

beforeAll(async () => {
  const base = await testCatalogue();
  // A throwaway action spell with Molten Gold's cost (2 natural class).
  catalogue = {
    ...base,
    [REPEATER]: { ...base['molten-gold']!, stub: REPEATER, name: 'Test Repeater' },
  };
  cards = standardCards().with([repeater]);
});

function withCards(setup: ScenarioSetup): Scenario {
  return scenario(catalogue, setup, cards);
}

describe('resolveRepeatedly', () => {
  it('runs its steps the counted number of times, asking the choice anew each time', () => {
    const s = withCards({
      p1: {
        phoenixborn: 'koji-wolfcub',
        hand: [REPEATER, 'anchornaut', 'iron-worker'],
        deck: ['hammer-knight'],
        dice: ['natural:class', 'natural:class'],
      },
      p2: { phoenixborn: 'coal-roarkwin', battlefield: ['hammer-knight'] },
    });
    s.click(REPEATER);
    s.click('hammer-knight');
    expect(s.prompt().title).toBe('Test Repeater: deal 1 damage');
    s.click('hammer-knight');
    expect(s.unit('p2', 'hammer-knight')!.tokens.damage).toBe(2);
    // The steps after the repetition run once it is over.
    expect(s.zoneStubs('p1', 'hand').sort()).toEqual([
      'anchornaut',
      'hammer-knight',
      'iron-worker',
    ]);
  });

  it('with a count of 0 runs none of them and goes on with the rest', () => {
    const s = withCards({
      p1: {
        phoenixborn: 'koji-wolfcub',
        hand: [REPEATER],
        deck: ['hammer-knight'],
        dice: ['natural:class', 'natural:class'],
      },
      p2: { phoenixborn: 'coal-roarkwin', battlefield: ['hammer-knight'] },
    });
    s.click(REPEATER);
    expect(s.prompt().title).not.toBe('Test Repeater: deal 1 damage');
    expect(s.unit('p2', 'hammer-knight')!.tokens.damage).toBe(0);
    expect(s.zoneStubs('p1', 'hand')).toEqual(['hammer-knight']);
  });
});
