import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../domain/cards';
import { VEILED_UNIT } from './testing/boards';
import { testCatalogue } from './testing/catalogue';
import { scenario } from './testing/scenario';

let catalogue: Record<string, Card>;
beforeAll(async () => {
  catalogue = await testCatalogue();
});

describe("the spec's prompt timer expiry: menuButton(null, uuid, 'pass')", () => {
  it('presses the timed Pass of the current prompt', () => {
    const s = scenario(catalogue, VEILED_UNIT);
    s.send({ type: 'toggleOptionSetting', name: 'bluffTimer', value: 3 }, 'p2');
    s.die('natural:power').click('anchornaut');
    const prompt = s.view('p2').players.bob!.promptState;
    expect(prompt.buttons.some((b) => b.timer)).toBe(true);
    s.send({ type: 'menuButton', arg: null, uuid: prompt.promptId, method: 'pass' }, 'p2');
    expect(s.lastError).toBeUndefined();
    expect(s.prompt().title).not.toBe('Play a reaction spell?');
    // Golden Veil was not played: the dice power went through.
    expect(s.cards('p2', 'golden-veil', 'hand')).toHaveLength(1);
  });

  it('is refused where the prompt has no timed button, changing nothing', () => {
    const s = scenario(catalogue, VEILED_UNIT);
    const before = s.state;
    s.send({ type: 'menuButton', arg: null, uuid: null, method: 'pass' }, 'p1', true);
    expect(s.lastError).toBe('A button needs an argument');
    expect(s.state).toBe(before);
  });
});
