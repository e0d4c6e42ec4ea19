import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../domain/cards';
import { applyCommand } from './commands';
import { testCatalogue } from './testing/catalogue';
import { scenario } from './testing/scenario';

let catalogue: Record<string, Card>;

beforeAll(async () => {
  catalogue = await testCatalogue();
});

function game() {
  return scenario(catalogue, {
    p1: { phoenixborn: 'coal-roarkwin', deck: ['anchornaut', 'iron-worker'] },
    p2: { phoenixborn: 'maeoni-viper' },
  });
}

describe('commands that change nothing', () => {
  it('showDrawDeck keeps the same state and version however often it is sent', () => {
    const s = game();
    const before = s.state;
    for (const visible of [true, false, true]) {
      const result = applyCommand(s.state, s.context, s.name('p1'), {
        type: 'showDrawDeck',
        visible,
      });
      expect(result).toEqual({ state: before, unchanged: true });
    }
    expect(s.state.version).toBe(before.version);
  });

  it('repeating what already holds changes nothing; a real change still counts', () => {
    const s = game();
    const name = s.name('p1');
    const closed = applyCommand(s.state, s.context, name, { type: 'closeInspector' });
    expect(closed.unchanged).toBe(true);
    const current = s.state.players.p1.optionSettings.alertTimer;
    const same = applyCommand(s.state, s.context, name, {
      type: 'toggleOptionSetting',
      name: 'alertTimer',
      value: current,
    });
    expect(same.unchanged).toBe(true);
    const changed = applyCommand(s.state, s.context, name, {
      type: 'toggleOptionSetting',
      name: 'alertTimer',
      value: current === 3 ? 4 : 3,
    });
    expect(changed.unchanged).toBeUndefined();
    expect(changed.state.version).toBe(s.state.version + 1);
  });
});
