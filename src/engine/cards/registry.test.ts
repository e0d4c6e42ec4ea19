import { describe, expect, it } from 'vitest';
import './index';
import { automatedStubs, scriptOf } from './registry';

describe('the card registry', () => {
  it('holds the Master Set scripts', () => {
    expect(automatedStubs().length).toBeGreaterThanOrEqual(78);
  });

  it('gives every trigger and ability an id unique on its card (frames refer to them by id)', () => {
    const clashes: string[] = [];
    for (const stub of automatedStubs()) {
      const script = scriptOf(stub);
      const triggers = (script?.triggers ?? []).map((t) => t.name);
      const abilities = (script?.abilities ?? []).map((a) => a.id);
      for (const ids of [triggers, abilities])
        for (const id of new Set(ids))
          if (ids.filter((x) => x === id).length > 1) clashes.push(`${stub}: ${id}`);
    }
    expect(clashes).toEqual([]);
  });
});
