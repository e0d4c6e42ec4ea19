import { describe, expect, it } from 'vitest';
import { parseStepParam, sharedReplayPath } from './shared-replays';

describe('shared replay links', () => {
  it('names the step as the replay controls count it, from 1', () => {
    expect(sharedReplayPath('g 1')).toBe('/replay/g%201');
    expect(sharedReplayPath('g', 1)).toBe('/replay/g');
    expect(sharedReplayPath('g', 12)).toBe('/replay/g?step=12');
  });

  it('reads ?step= as a whole number from 1 and refuses anything else with a message', () => {
    expect(parseStepParam(undefined)).toEqual({ ok: true, step: 1 });
    expect(parseStepParam('')).toEqual({ ok: true, step: 1 });
    expect(parseStepParam('7')).toEqual({ ok: true, step: 7 });
    for (const bad of ['0', '-1', '2.5', 'abc', '1e3', '9999999', ' 3']) {
      const parsed = parseStepParam(bad);
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) expect(parsed.message).toContain(`"${bad}"`);
    }
  });
});
