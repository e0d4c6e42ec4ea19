import { describe, expect, it } from 'vitest';
import { viewMessage, viewMessagePart } from './view-messages';

describe('log lines as views send them', () => {
  it('turns nested parts into the flat parts of the spec, alerts included', () => {
    expect(viewMessagePart({ player: { name: 'ann' } })).toEqual({
      argType: 'player',
      name: 'ann',
    });
    expect(viewMessagePart({ card: { name: 'Anchornaut', id: 'anchornaut', index: 2 } })).toEqual({
      argType: 'card',
      id: 'anchornaut',
      name: 'Anchornaut',
      label: 'Anchornaut',
      index: 2,
    });
    expect(
      viewMessagePart({
        die: { magic: 'time', level: 'power', name: 'time power', code: 'time-power' },
      }),
    ).toEqual({
      argType: 'die',
      magic: 'time',
      level: 'power',
      name: 'time power',
      code: 'time-power',
    });
    expect(viewMessagePart({ actions: { main: true, side: 1 } })).toEqual({
      argType: 'actions',
      main: true,
      side: 1,
    });
    expect(
      viewMessagePart({ alert: { type: 'danger', message: [{ player: { name: 'bo' } }, ' won'] } }),
    ).toEqual({ alert: { type: 'danger', message: [{ argType: 'player', name: 'bo' }, ' won'] } });
    expect(viewMessagePart({ link: 'https://x.test', label: 'x' })).toEqual({
      link: 'https://x.test',
      label: 'x',
    });
    expect(viewMessagePart(' and ')).toBe(' and ');
  });

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
