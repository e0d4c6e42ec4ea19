import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../domain/cards';
import { standardCards } from './cards';
import type { CardRegistry } from './cards/registry';
import type { CardScript } from './cards/api';
import { testCatalogue } from './testing/catalogue';
import { scenario } from './testing/scenario';
import type { Scenario, ScenarioSetup } from './testing/scenario';
import { diceOnCard, placeDieOnCard, reactionDiceOf } from './spell-dice';

/** A throwaway unit that records every costPaid event, with the sides of the dice paid. */
const WATCHER = 'test-cost-watcher';
let catalogue: Record<string, Card>;
let cards: CardRegistry;
let seen: { player: string; dice: string[]; dicePower: boolean }[] = [];

beforeAll(async () => {
  const base = await testCatalogue();
  catalogue = { ...base, [WATCHER]: { ...base['iron-worker']!, stub: WATCHER, name: 'Watcher' } };
  const watcher: CardScript = {
    stub: WATCHER,
    triggers: [
      {
        name: 'watch costs',
        event: 'costPaid',
        inexhaustible: true,
        match: (q, e) => {
          const sides = e.dice.map((d) => {
            const die = q.state.dice[d]!;
            return `${die.magic}:${die.level}`;
          });
          seen.push({ player: e.player, dice: sides, dicePower: e.dicePower });
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

describe('dice on spells and the costPaid event', () => {
  it('paying a card with dice raises costPaid with the dice as they were paid', () => {
    const s = watched({
      p1: {
        phoenixborn: 'hope-everthorn',
        battlefield: [WATCHER],
        hand: ['anchornaut'],
        dice: ['charm:power'],
      },
      p2: { phoenixborn: 'coal-roarkwin' },
    });
    s.click('anchornaut');
    expect(seen).toEqual([{ player: 'p1', dice: ['charm:power'], dicePower: false }]);
  });

  it('a dice power raises costPaid for its die, marked as a dice power', () => {
    const s = watched({
      p1: { phoenixborn: 'hope-everthorn', battlefield: [WATCHER], dice: ['time:power'] },
      p2: { phoenixborn: 'coal-roarkwin' },
    });
    s.die('time:power').click(WATCHER);
    expect(seen).toEqual([{ player: 'p1', dice: ['time:power'], dicePower: true }]);
  });

  it("a die goes only on a card its owner controls; only Reimagine's dice pay for reactions", () => {
    const s = watched({
      p1: {
        phoenixborn: 'hope-everthorn',
        spellboard: ['reimagine', 'keepsake'],
        dice: ['time:power', 'illusion:power'],
      },
      p2: { phoenixborn: 'coal-roarkwin', spellboard: ['dream-fracture'] },
    });
    const [time, illusion] = s.dice('p1').map((d) => d.uuid);
    const reimagine = s.cards('p1', 'reimagine')[0]!.uuid;
    const keepsake = s.cards('p1', 'keepsake')[0]!.uuid;
    const theirs = s.cards('p2', 'dream-fracture')[0]!.uuid;
    expect(placeDieOnCard(s.state, s.context, time!, theirs)).toBe(false);
    expect(placeDieOnCard(s.state, s.context, time!, reimagine)).toBe(true);
    expect(placeDieOnCard(s.state, s.context, illusion!, keepsake)).toBe(true);
    expect(diceOnCard(s.state, reimagine).map((d) => d.uuid)).toEqual([time]);
    expect(reactionDiceOf(s.state, s.context, 'p1').map((d) => d.uuid)).toEqual([time]);
  });
});
