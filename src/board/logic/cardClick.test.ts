import { describe, expect, it } from 'vitest';
import type { CardClickContext } from './cardClick';
import { cardClickIntent } from './cardClick';

const altMenu = [{ text: 'Alt art', command: 'alt', arg: '1', menu: 'main' as const }];

function click(overrides: Partial<CardClickContext> & { selectable?: boolean }): CardClickContext {
  const { selectable = false, ...rest } = overrides;
  return {
    card: { uuid: 'u1', selectable },
    pile: 'play area',
    ownRow: true,
    manualMode: false,
    inspectionCard: null,
    ...rest,
  };
}

describe('a click on a card of the table', () => {
  it('chooses a card the prompt asks for, even in manual mode and even with a menu', () => {
    expect(cardClickIntent(click({ selectable: true, manualMode: true }))).toBe('choose');
    expect(cardClickIntent(click({ card: { uuid: 'u1', selectable: true, menu: altMenu } }))).toBe(
      'choose',
    );
  });

  it('toggles the inspector in manual mode on cards in play and on the spellboard', () => {
    expect(cardClickIntent(click({ manualMode: true }))).toBe('inspect');
    expect(cardClickIntent(click({ manualMode: true, pile: 'spellboard' }))).toBe('inspect');
    expect(cardClickIntent(click({ manualMode: true, inspectionCard: 'u1' }))).toBe(
      'closeInspector',
    );
    // The hand is no place for the inspector; a spectator inspects nothing.
    expect(cardClickIntent(click({ manualMode: true, pile: 'hand' }))).toBe('choose');
    expect(cardClickIntent(click({ manualMode: true, inspectionCard: undefined }))).toBe('choose');
  });

  it("opens the menu of a card of our row that has one; the opponent's card is just clicked", () => {
    const withMenu = { uuid: 'u1', selectable: false, menu: altMenu };
    expect(cardClickIntent(click({ card: withMenu }))).toBe('menu');
    expect(cardClickIntent(click({ card: withMenu, ownRow: false }))).toBe('choose');
    expect(cardClickIntent(click({}))).toBe('choose');
  });
});
