/**
 * Raising and lowering dice of any active pool (`raiseDie`, `raiseDice`, `lowerDice`,
 * `raisableDiceOf`, `lowerableDiceOf` of the card API): an opponent's dice only while Law of
 * Assurance does not lock them, each change of theirs raising `diceAffected`.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../domain/cards';
import { testCatalogue } from './testing/catalogue';
import { scenario } from './testing/scenario';
import type { Scenario } from './testing/scenario';
import {
  defineCard,
  lowerableDiceOf,
  lowerDice,
  opp,
  raisableDiceOf,
  raiseDice,
} from './cards/api';
import { standardCards } from './cards/index';
import type { CardRegistry } from './cards/registry';

const SHIFTER = 'test-dice-shifter';
let catalogue: Record<string, Card>;
let cards: CardRegistry;

beforeAll(async () => {
  const base = await testCatalogue();
  const spell = base['call-upon-the-realms'];
  if (!spell) throw new Error('no Call Upon the Realms in the catalogue');
  // A throwaway action spell without cost: raise every die of the opponent it may, lower ours.
  catalogue = {
    ...base,
    [SHIFTER]: { ...spell, stub: SHIFTER, name: 'Test Dice Shifter', cost: ['[[main]]'] },
  };
  cards = standardCards().with([
    defineCard({
      stub: SHIFTER,
      effect: [
        (g) => {
          raiseDice(g, raisableDiceOf(g, opp(g)));
          lowerDice(g, lowerableDiceOf(g));
        },
      ],
    }),
  ]);
});

function shift(law: boolean): Scenario {
  const s = scenario(
    catalogue,
    {
      p1: {
        phoenixborn: 'coal-roarkwin',
        hand: [SHIFTER],
        dice: ['charm:power', 'charm:class', 'charm:basic'],
      },
      p2: {
        phoenixborn: 'aradel-summergaard',
        spellboard: law ? ['law-of-assurance'] : [],
        dice: ['natural:basic', 'natural:class', 'natural:power'],
      },
    },
    cards,
  );
  return s.click(SHIFTER);
}

function levels(s: Scenario, player: 'p1' | 'p2'): string[] {
  return s
    .dice(player, 'active')
    .map((d) => d.level)
    .sort();
}

describe('raising and lowering dice of any pool', () => {
  it("raises an opponent's dice below power and lowers our non-basic dice", () => {
    const s = shift(false);
    expect(levels(s, 'p2')).toEqual(['class', 'power', 'power']);
    expect(levels(s, 'p1')).toEqual(['basic', 'basic', 'class']);
    expect(s.logLines()).toContain('alice raises a die of bob to natural class');
  });

  it("leaves an opponent's dice alone under Law of Assurance", () => {
    const s = shift(true);
    expect(levels(s, 'p2')).toEqual(['basic', 'class', 'power']);
    expect(levels(s, 'p1')).toEqual(['basic', 'basic', 'class']);
  });
});
