import { describe, expect, it } from 'vitest';
import { viewMessage } from './view-messages';

describe('log entries as views send them', () => {
  it('converts each log entry once and keeps its id and active player', () => {
    const entry = { mid: 7, activePlayer: 'ann', message: [{ player: { name: 'ann' } }, ' hi'] };
    const first = viewMessage(entry);
    expect(first).toEqual({
      mid: 7,
      activePlayer: 'ann',
      message: [{ argType: 'player', name: 'ann' }, ' hi'],
    });
    expect(viewMessage(entry)).toBe(first);
  });
});
