import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../domain/cards';
import { attackValue, lifeValue } from './cardinfo';
import { registerCard } from './cards/registry';
import { can } from './lasting';
import { testCatalogue } from './testing/catalogue';
import { scenario } from './testing/scenario';
import type { Scenario } from './testing/scenario';

let catalogue: Record<string, Card>;
const CAPTAIN = 'test-captain';
const WARDEN = 'test-warden';

beforeAll(async () => {
  const base = await testCatalogue();
  // Throwaway units with Iron Worker's stats (2 attack, 2 life) and one static ability each.
  catalogue = {
    ...base,
    [CAPTAIN]: { ...base['iron-worker']!, stub: CAPTAIN, name: 'Test Captain' },
    [WARDEN]: { ...base['iron-worker']!, stub: WARDEN, name: 'Test Warden' },
  };
  registerCard({
    stub: CAPTAIN,
    statics: [
      {
        name: 'Rally',
        // "Other units you control get +1 attack and +1 life."
        appliesTo: (q, card) => card !== q.self && q.state.players[q.me].battlefield.includes(card),
        add: { attack: 1, life: 1 },
      },
    ],
  });
  registerCard({
    stub: WARDEN,
    statics: [
      {
        name: 'Dread',
        inexhaustible: true,
        // "Units your opponents control cannot block."
        appliesTo: (q, card) =>
          q.state.cards[card]?.zone === 'battlefield' && q.state.cards[card]?.controller !== q.me,
        forbids: ['block'],
      },
    ],
  });
});

function uuid(s: Scenario, p: 'p1' | 'p2', stub: string): string {
  const unit = s.unit(p, stub);
  if (!unit) throw new Error(`no ${stub}`);
  return unit.uuid;
}

describe('static abilities of cards in play', () => {
  it('change the values of the cards they apply to, and of no other', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: 'coal-roarkwin', battlefield: [CAPTAIN, 'hammer-knight'] },
      p2: { phoenixborn: 'maeoni-viper', battlefield: ['iron-worker'] },
    });
    expect(attackValue(s.state, s.context, uuid(s, 'p1', 'hammer-knight'))).toBe(4);
    expect(lifeValue(s.state, s.context, uuid(s, 'p1', 'hammer-knight'))).toBe(5);
    expect(attackValue(s.state, s.context, uuid(s, 'p1', CAPTAIN))).toBe(2);
    expect(attackValue(s.state, s.context, uuid(s, 'p2', 'iron-worker'))).toBe(2);
  });

  it('a life bonus keeps a unit alive with wounds equal to its printed life', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: 'coal-roarkwin',
        battlefield: [CAPTAIN, { stub: 'iron-worker', damage: 2 }],
      },
      p2: { phoenixborn: 'maeoni-viper' },
    });
    expect(s.unit('p1', 'iron-worker')).toBeTruthy();
  });

  it('do nothing while their card is exhausted (unless inexhaustible) or has no abilities', () => {
    const exhausted = scenario(catalogue, {
      p1: {
        phoenixborn: 'coal-roarkwin',
        battlefield: [{ stub: CAPTAIN, exhaustion: 1 }, 'hammer-knight'],
      },
      p2: { phoenixborn: 'maeoni-viper' },
    });
    expect(
      attackValue(exhausted.state, exhausted.context, uuid(exhausted, 'p1', 'hammer-knight')),
    ).toBe(3);
    const reflected = scenario(catalogue, {
      p1: {
        phoenixborn: 'coal-roarkwin',
        battlefield: [{ stub: CAPTAIN, upgrades: ['reflections-in-the-water'] }, 'hammer-knight'],
      },
      p2: { phoenixborn: 'maeoni-viper' },
    });
    expect(
      attackValue(reflected.state, reflected.context, uuid(reflected, 'p1', 'hammer-knight')),
    ).toBe(3);
  });

  it('a restriction answers can(): the opponent’s units cannot block, its own still may', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: 'coal-roarkwin',
        battlefield: [{ stub: WARDEN, exhaustion: 1 }, 'hammer-knight'],
      },
      p2: { phoenixborn: 'maeoni-viper', battlefield: ['iron-worker'] },
    });
    expect(can(s.state, s.context, uuid(s, 'p2', 'iron-worker'), 'block')).toBe(false);
    expect(can(s.state, s.context, uuid(s, 'p2', 'iron-worker'), 'guard')).toBe(true);
    expect(can(s.state, s.context, uuid(s, 'p1', 'hammer-knight'), 'block')).toBe(true);
    s.button('Attack Phoenixborn').click('hammer-knight').button('Done');
    expect(s.prompt().player).toBe('p2');
    expect(s.offers('iron-worker')).toBe(false);
  });
});
