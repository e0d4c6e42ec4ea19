import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../protocol/game-view';
import { lastAction, streamerKey, streamerRequested, withStreamerQuery } from './streamer';
import type { KeyPress } from './streamer';

const played: ChatMessage = {
  mid: 7,
  activePlayer: 'aradel',
  message: [
    { argType: 'player', name: 'brennan' },
    ' plays ',
    { argType: 'card', id: 'fire-archer', name: 'Fire Archer', label: 'Fire Archer' },
  ],
};
const chat: ChatMessage = {
  mid: 8,
  activePlayer: 'aradel',
  message: [{ argType: 'player', name: 'aradel' }, ' nice play'],
  chat: true,
};

describe('the last action called out in streamer view', () => {
  it('names who did what with the card, skipping chat typed after it', () => {
    const action = lastAction([played, chat]);
    expect(action).toEqual({
      mid: 7,
      player: 'brennan',
      text: 'brennan plays Fire Archer',
      parts: [
        { kind: 'player', text: 'brennan' },
        { kind: 'text', text: ' plays ' },
        { kind: 'card', text: 'Fire Archer' },
      ],
    });
  });

  it('reads an alert line, and takes the turn player when the line names nobody', () => {
    const round: ChatMessage = {
      mid: 9,
      activePlayer: 'aradel',
      message: [{ alert: { type: 'startofround', message: ['Round ', '3', ' begins'] } }],
    };
    expect(lastAction([played, round])).toMatchObject({
      mid: 9,
      player: 'aradel',
      text: 'Round 3 begins',
      parts: [{ kind: 'text', text: 'Round 3 begins' }],
    });
  });

  it('has nothing to call out in a log of chat or empty lines', () => {
    expect(lastAction([])).toBeNull();
    expect(lastAction([chat, { mid: 10, activePlayer: null, message: ['  '] }])).toBeNull();
  });
});

const press = (key: string, extra: Partial<KeyPress> = {}): KeyPress => ({
  key,
  shiftKey: false,
  ctrlKey: false,
  altKey: false,
  metaKey: false,
  typing: false,
  ...extra,
});

describe('the streamer view shortcut', () => {
  it('turns on and off with Shift+S, and off with Escape', () => {
    expect(streamerKey(press('S', { shiftKey: true }), false)).toBe(true);
    expect(streamerKey(press('S', { shiftKey: true }), true)).toBe(false);
    expect(streamerKey(press('Escape'), true)).toBe(false);
  });

  it('leaves other keys, typing and an Escape outside the view alone', () => {
    expect(streamerKey(press('Escape'), false)).toBeNull();
    expect(streamerKey(press('s'), false)).toBeNull();
    expect(streamerKey(press('S', { shiftKey: true, typing: true }), false)).toBeNull();
    expect(streamerKey(press('S', { shiftKey: true, ctrlKey: true }), false)).toBeNull();
  });

  it('is asked for by ?view=stream', () => {
    expect(streamerRequested('?view=stream')).toBe(true);
    expect(streamerRequested('?step=3&view=stream')).toBe(true);
    expect(streamerRequested('?view=normal')).toBe(false);
    expect(streamerRequested('')).toBe(false);
  });

  it('puts view=stream in the address and takes it out, keeping the rest', () => {
    expect(withStreamerQuery('', true)).toBe('?view=stream');
    expect(withStreamerQuery('?step=4', true)).toBe('?step=4&view=stream');
    expect(withStreamerQuery('?step=4&view=stream', false)).toBe('?step=4');
    expect(withStreamerQuery('?view=stream', false)).toBe('');
  });
});
