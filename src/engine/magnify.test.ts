import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../domain/cards';
import { keyword } from './cardinfo';
import { effectCounters } from './view-counters';
import { testCatalogue } from './testing/catalogue';
import { scenario } from './testing/scenario';
import type { Scenario } from './testing/scenario';

let catalogue: Record<string, Card>;
beforeAll(async () => {
  catalogue = await testCatalogue();
});

const tristan = 'tristan-darkwater';
const coal = 'coal-roarkwin';

/** Tristan's player magnifies their Iron Worker (Root Armor on it: Armored 1), then attacks with it. */
function magnified(): Scenario {
  const s = scenario(catalogue, {
    p1: {
      phoenixborn: tristan,
      battlefield: [{ stub: 'iron-worker', upgrades: ['root-armor'] }],
      dice: ['charm:basic'],
    },
    p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
  });
  s.click(tristan).click('iron-worker');
  return s;
}

describe('Magnify: the numeral values of a unit’s abilities during Attack actions', () => {
  it('raises a numeral keyword only while an attack is resolved', () => {
    const s = magnified();
    const worker = s.unit('p1', 'iron-worker')!.uuid;
    expect(keyword(s.state, s.context, worker, 'armored')).toBe(1);
    s.button('Attack a unit').click('hammer-knight').click('iron-worker');
    expect(s.state.attack).not.toBeNull();
    expect(keyword(s.state, s.context, worker, 'armored')).toBe(2);
  });

  it('does not give a numeral keyword the unit lacks, nor raise keywords without a number', () => {
    const s = magnified();
    const worker = s.unit('p1', 'iron-worker')!.uuid;
    s.button('Attack a unit').click('hammer-knight').click('iron-worker');
    expect(keyword(s.state, s.context, worker, 'terrifying')).toBe(0);
    expect(keyword(s.state, s.context, worker, 'bypass')).toBe(0);
  });

  it('shows a marker on the unit and ends with the turn', () => {
    const s = magnified();
    const worker = s.unit('p1', 'iron-worker')!;
    expect(effectCounters(worker.effects).map((c) => c.name)).toContain('magnify');
    s.button('Pass').button('End Turn');
    expect(s.unit('p1', 'iron-worker')!.effects).toEqual([]);
  });
});
