import { describe, expect, it } from 'vitest';
import { upgradeMessagePart, viewMessagePart } from './message-parts';

describe('message parts as views send them', () => {
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

  it('sends the Chimera as a player without an avatar, also from an older nested file', () => {
    const chimera = { nonAvatarPlayer: { name: 'The Corpse of Viros' } };
    const flat = { argType: 'nonAvatarPlayer', name: 'The Corpse of Viros' };
    expect(viewMessagePart(chimera)).toEqual(flat);
    expect(upgradeMessagePart(chimera)).toEqual(flat);
    expect(upgradeMessagePart(flat)).toEqual(flat);
  });

  it('upgrades nested parts read from an older file and leaves flat ones as they are', () => {
    const nested = [
      { player: { name: 'ann' } },
      ' plays ',
      { card: { name: 'Anchornaut', id: 'anchornaut' } },
      { alert: { type: 'info', message: [{ player: { name: 'bo' } }] } },
    ];
    expect(nested.map(upgradeMessagePart)).toEqual([
      { argType: 'player', name: 'ann' },
      ' plays ',
      { argType: 'card', name: 'Anchornaut', id: 'anchornaut', label: 'Anchornaut' },
      { alert: { type: 'info', message: [{ argType: 'player', name: 'bo' }] } },
    ]);
    const flat = { argType: 'player', name: 'ann' };
    expect(upgradeMessagePart(flat)).toBe(flat);
    expect(upgradeMessagePart(7)).toBe(7);
  });
});
