import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../domain/cards';
import { standardCards } from './cards';
import type { CardRegistry } from './cards/registry';
import type { CardScript } from './cards/api';
import type { EventOf } from './event-kinds';
import { testCatalogue } from './testing/catalogue';
import { scenario } from './testing/scenario';
import type { Scenario, ScenarioSetup } from './testing/scenario';

/** A throwaway unit that records every diceAffected event it sees. */
const WATCHER = 'test-dice-watcher';
let catalogue: Record<string, Card>;
let cards: CardRegistry;
let seen: Omit<EventOf<'diceAffected'>, 'kind'>[] = [];

beforeAll(async () => {
  const base = await testCatalogue();
  catalogue = { ...base, [WATCHER]: { ...base['iron-worker']!, stub: WATCHER, name: 'Watcher' } };
  const watcher: CardScript = {
    stub: WATCHER,
    triggers: [
      {
        name: 'watch dice',
        event: 'diceAffected',
        inexhaustible: true,
        match: (_q, e) => {
          seen.push({ owner: e.owner, by: e.by, count: e.count, how: e.how });
          return false;
        },
        steps: [],
      },
    ],
  };
  cards = standardCards().with([watcher]);
});

function watched(setup: ScenarioSetup): Scenario {
  const s = scenario(catalogue, setup, cards);
  seen = [];
  return s;
}

describe('diceAffected: dice of an active pool lowered or changed by an effect', () => {
  it('the Illusion dice power raises one event counting the dice it lowered', () => {
    const s = watched({
      p1: { phoenixborn: 'hope-everthorn', battlefield: [WATCHER], dice: ['illusion:power'] },
      p2: { phoenixborn: 'coal-roarkwin', dice: ['natural:power', 'natural:class'] },
    });
    s.die('illusion:power');
    for (const die of s.dice('p2', 'active')) s.die(die.uuid);
    if (s.offers('Done')) s.button('Done');
    expect(seen).toEqual([{ owner: 'p2', by: 'p1', count: 2, how: 'lowered' }]);
  });

  it('lowerDie and setDieSide raise one event per die, naming whose die and who changed it', () => {
    const s = watched({
      p1: {
        phoenixborn: 'hope-everthorn',
        battlefield: [WATCHER, 'dreamlock-mage'],
        dice: ['time:basic'],
      },
      p2: { phoenixborn: 'coal-roarkwin', dice: ['natural:power'] },
    });
    s.click('dreamlock-mage').die('natural:power');
    expect(seen).toEqual([{ owner: 'p2', by: 'p1', count: 1, how: 'lowered' }]);
    const t = watched({
      p1: {
        phoenixborn: 'namine-hymntide',
        battlefield: [WATCHER],
        spellboard: ['magic-syphon'],
        dice: ['sympathy:basic'],
      },
      p2: { phoenixborn: 'coal-roarkwin', dice: ['ceremonial:power'] },
    });
    t.click('magic-syphon').die('sympathy:basic').button('Power');
    t.button(t.name('p2')).die('ceremonial:power').button('Basic');
    expect(seen).toEqual([
      { owner: 'p1', by: 'p1', count: 1, how: 'changed' },
      { owner: 'p2', by: 'p1', count: 1, how: 'changed' },
    ]);
  });

  it('nothing is raised when Law of Assurance keeps the die as it is', () => {
    const s = watched({
      p1: { phoenixborn: 'hope-everthorn', battlefield: [WATCHER], spellboard: ['dream-fracture'] },
      p2: {
        phoenixborn: 'coal-roarkwin',
        spellboard: ['law-of-assurance'],
        dice: ['natural:power'],
      },
    });
    s.click('dream-fracture').button('bob');
    expect(s.dice('p2', 'active')[0]!.level).toBe('power');
    expect(seen).toEqual([]);
  });
});
