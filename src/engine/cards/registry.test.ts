import { describe, expect, it } from 'vitest';
import { standardCards } from './index';
import { CardRegistry } from './registry';

describe('the card registry', () => {
  it('holds the Master Set scripts', () => {
    expect(standardCards().stubs().length).toBeGreaterThanOrEqual(78);
  });

  it('gives every trigger and ability an id unique on its card (frames refer to them by id)', () => {
    const cards = standardCards();
    const clashes: string[] = [];
    for (const stub of cards.stubs()) {
      const script = cards.scriptOf(stub);
      const triggers = (script?.triggers ?? []).map((t) => t.name);
      const abilities = (script?.abilities ?? []).map((a) => a.id);
      for (const ids of [triggers, abilities])
        for (const id of new Set(ids))
          if (ids.filter((x) => x === id).length > 1) clashes.push(`${stub}: ${id}`);
    }
    expect(clashes).toEqual([]);
  });

  it('adds a throwaway card to a new registry only, leaving the released one as it was', () => {
    const own = standardCards().with([{ stub: 'test-only-card', keywords: { stalk: 1 } }]);
    expect(own.isAutomated('test-only-card')).toBe(true);
    expect(own.isAutomated('iron-worker')).toBe(true);
    expect(standardCards().isAutomated('test-only-card')).toBe(false);
  });

  it('counts a boss as automated when its rules are scripted, not before', () => {
    expect(standardCards().isAutomated('corpse-of-viros')).toBe(true);
    expect(new CardRegistry().isAutomated('corpse-of-viros')).toBe(false);
  });

  it('refuses two scripts for one stub', () => {
    expect(() => new CardRegistry([{ stub: 'twice' }, { stub: 'twice' }])).toThrow(
      'Two scripts for twice',
    );
  });

  it('names card procedures by stable ids, never positions', () => {
    const steps = [() => undefined];
    const cards = new CardRegistry([
      {
        stub: 'x',
        effect: steps,
        triggers: [{ name: 'On: it', event: 'destroyed', match: () => true, steps }],
      },
    ]);
    expect(cards.steps('card:x:effect')).toBe(steps);
    expect(cards.steps('card:x:trigger:On: it')).toBe(steps);
    expect(cards.steps('card:x:ability:none')).toBeUndefined();
    expect(cards.steps('card:y:effect')).toBeUndefined();
  });

  it('holds the scripted bosses, whose steps only a registry holding them resolves', () => {
    const released = standardCards();
    const viros = released.bossRules('corpse-of-viros');
    expect(viros?.chimera).toBe('corpse-of-viros');
    expect(released.steps('chimera:corpse-of-viros:ultimate:1')).toBe(viros?.ultimate[1].steps);
    expect(released.with([{ stub: 'test-only-card' }]).bossRules('corpse-of-viros')).toBe(viros);
    const bare = new CardRegistry();
    expect(bare.bossRules('corpse-of-viros')).toBeUndefined();
    expect(bare.steps('chimera:corpse-of-viros:ultimate:1')).toBeUndefined();
  });
});
