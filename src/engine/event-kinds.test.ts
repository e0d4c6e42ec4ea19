import { describe, expect, it } from 'vitest';
import type { Trigger } from './cards/api/types';
import { ACT_TRIGGER_EVENTS, EVENTS, eventRule } from './event-kinds';

describe('the table of events', () => {
  it('a trigger may answer only an event that can fire it', () => {
    const fires: Trigger = { name: 'ok', event: 'cameIntoPlay', match: () => true, steps: [] };
    // @ts-expect-error pbDamage is held open for prevention reactions only and fires no trigger
    const never: Trigger = { name: 'bad', event: 'pbDamage', match: () => true, steps: [] };
    // @ts-expect-error an event missing from the table does not compile
    const unknown: Trigger = { name: 'bad', event: 'unitHealed', match: () => true, steps: [] };
    expect([fires, never, unknown].map((t) => t.name)).toEqual(['ok', 'bad', 'bad']);
  });

  it('the events frame collects every triggering act and no timing point or reaction-only event', () => {
    expect([...ACT_TRIGGER_EVENTS].sort()).toEqual(
      [
        'alterationAttached',
        'aspectStatusSpent',
        'attackersDeclared',
        'blockersDeclared',
        'unitDeclared',
        'cameIntoPlay',
        'costPaid',
        'diceAffected',
        'readySpellCameIntoPlay',
        'spellPlayed',
        'unitDamaged',
        'destroyed',
        'pbWounded',
        'unitDestroyedByAttack',
        'meditated',
      ].sort(),
    );
    expect(ACT_TRIGGER_EVENTS).not.toContain('unitTargeted');
    expect(ACT_TRIGGER_EVENTS).not.toContain('playerTargeted');
    expect(ACT_TRIGGER_EVENTS).not.toContain('unitAttackDamage');
    expect(ACT_TRIGGER_EVENTS).not.toContain('unitDamage');
    expect(ACT_TRIGGER_EVENTS).not.toContain('endOfRound');
    expect(ACT_TRIGGER_EVENTS).not.toContain('passed');
  });

  it('timing points are events of the table that triggers answer', () => {
    for (const kind of [
      'roundStarted',
      'phaseStarted',
      'drawStep',
      'prepareEnd',
      'turnStarted',
      'turnEnded',
      'endOfRound',
    ] as const) {
      expect(eventRule(kind)).toEqual({ triggers: true, reactions: false, timing: true });
    }
    expect(Object.keys(EVENTS)).toHaveLength(29);
  });
});
