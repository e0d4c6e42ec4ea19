/** Units declared as attacker, blocker or guard: their events and this turn's record. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../domain/cards';
import { standardCards } from './cards';
import type { CardRegistry } from './cards/registry';
import { placeStatus, self, wasDeclaredThisTurn, whenDeclared } from './cards/api';
import type { CardScript } from './cards/api';
import { declaredThisTurn } from './declarations';
import type { GameEvent } from './event-kinds';
import { testCatalogue } from './testing/catalogue';
import { scenario } from './testing/scenario';
import type { ScenarioSetup } from './testing/scenario';

/** Iron Worker's stats; a status token each time it is declared, and every declaration recorded. */
const DECLARED = 'test-declared';
let catalogue: Record<string, Card>;
let cards: CardRegistry;
let seen: GameEvent[] = [];

function isGameEvent(value: unknown): value is GameEvent {
  return typeof value === 'object' && value !== null && 'kind' in value;
}

beforeAll(async () => {
  const base = await testCatalogue();
  const ironWorker = base['iron-worker'];
  if (!ironWorker) throw new Error('no Iron Worker');
  catalogue = { ...base, [DECLARED]: { ...ironWorker, stub: DECLARED, name: 'Declared' } };
  const script: CardScript = {
    stub: DECLARED,
    keywords: { unitGuard: 1 },
    triggers: [
      whenDeclared(
        'Noted',
        ['attacker', 'blocker', 'guard'],
        [
          (g) => {
            const event: unknown = structuredClone(g.ctx.event);
            if (isGameEvent(event)) seen.push(event);
            placeStatus(g, self(g), 1);
          },
        ],
      ),
    ],
  };
  cards = standardCards().with([script]);
});

function game(setup: ScenarioSetup) {
  seen = [];
  return scenario(catalogue, setup, cards);
}

describe('declarations', () => {
  it('an attacker raises unitDeclared and stays recorded for the rest of the turn only', () => {
    const s = game({
      p1: { phoenixborn: 'coal-roarkwin', battlefield: [DECLARED, 'iron-worker'] },
      p2: { phoenixborn: 'maeoni-viper' },
    });
    const unit = s.unit('p1', DECLARED)!.uuid;
    const other = s.unit('p1', 'iron-worker')!.uuid;
    s.button('Attack Phoenixborn').click(DECLARED).button('Done');
    expect(seen).toEqual([
      {
        kind: 'unitDeclared',
        card: unit,
        controller: 'p1',
        as: 'attacker',
        attacker: unit,
        target: s.pb('p2').uuid,
      },
    ]);
    s.button('Done');
    expect(s.unit('p1', DECLARED)!.tokens.status).toBe(1);
    expect(declaredThisTurn(s.state, unit)).toBe(true);
    expect(declaredThisTurn(s.state, unit, ['blocker', 'guard'])).toBe(false);
    expect(declaredThisTurn(s.state, other)).toBe(false);
    expect(
      wasDeclaredThisTurn({ state: s.state, context: s.context, me: 'p1', self: unit }, unit),
    ).toBe(true);
    s.button('End Turn');
    expect(declaredThisTurn(s.state, unit)).toBe(false);
  });

  it('a blocker raises unitDeclared as a blocker, with the attacker it meets', () => {
    const s = game({
      p1: { phoenixborn: 'coal-roarkwin', battlefield: ['iron-worker'] },
      p2: { phoenixborn: 'maeoni-viper', battlefield: [DECLARED] },
    });
    const attacker = s.unit('p1', 'iron-worker')!.uuid;
    const blocker = s.unit('p2', DECLARED)!.uuid;
    s.button('Attack Phoenixborn').click('iron-worker').button('Done');
    expect(seen).toEqual([]);
    s.click(DECLARED).button('Done');
    expect(seen).toEqual([
      {
        kind: 'unitDeclared',
        card: blocker,
        controller: 'p2',
        as: 'blocker',
        attacker,
        target: s.pb('p2').uuid,
      },
    ]);
    // The status token was placed before the battle destroyed it (it left play with it).
    expect(s.logLines().some((l) => l.includes('Noted'))).toBe(true);
    expect(declaredThisTurn(s.state, blocker, ['blocker'])).toBe(true);
  });

  it('a unit guard raises unitDeclared as a guard, naming the unit it guards', () => {
    const s = game({
      p1: { phoenixborn: 'coal-roarkwin', battlefield: ['iron-worker', 'hammer-knight'] },
      p2: { phoenixborn: 'maeoni-viper', battlefield: [DECLARED, 'anchornaut'] },
    });
    const target = s.unit('p2', 'anchornaut')!.uuid;
    const guard = s.unit('p2', DECLARED)!.uuid;
    s.button('Attack a unit').click('anchornaut').click('iron-worker');
    s.click(DECLARED);
    expect(seen.map((e) => e.kind === 'unitDeclared' && [e.as, e.target])).toEqual([
      ['guard', target],
    ]);
    expect(declaredThisTurn(s.state, guard, ['guard'])).toBe(true);
  });
});
