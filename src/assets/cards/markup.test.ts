import { describe, expect, it } from 'vitest';
import { parseCardText, parseCost, parseMarker } from './markup';

describe('card text markup', () => {
  it('reads magic dice with their face, the basic die and action icons', () => {
    expect(parseMarker('illusion:class')).toEqual({
      kind: 'die',
      magic: 'illusion',
      face: 'class',
    });
    expect(parseMarker('time:power')).toEqual({ kind: 'die', magic: 'time', face: 'power' });
    expect(parseMarker('astral:class')).toEqual({ kind: 'die', magic: 'astral', face: 'class' });
    expect(parseMarker('basic')).toEqual({ kind: 'die', magic: null, face: 'basic' });
    for (const action of ['main', 'side', 'exhaust', 'discard'] as const) {
      expect(parseMarker(action)).toEqual({ kind: 'action', action });
    }
  });

  it('treats any other marker as a card name', () => {
    expect(parseMarker('Blue Jaguar')).toEqual({ kind: 'card', name: 'Blue Jaguar' });
  });

  it('splits rules text into words, icons, card names and paragraphs', () => {
    const tokens = parseCardText(
      'Water Blast: [[side]] - [[exhaust]] - 1 [[natural:class]]: Deal 2 damage.\n\nPlace a [[Blue Jaguar]] conjuration.',
    );
    expect(tokens).toEqual([
      { kind: 'text', text: 'Water Blast: ' },
      { kind: 'action', action: 'side' },
      { kind: 'text', text: ' - ' },
      { kind: 'action', action: 'exhaust' },
      { kind: 'text', text: ' - 1 ' },
      { kind: 'die', magic: 'natural', face: 'class' },
      { kind: 'text', text: ': Deal 2 damage.' },
      { kind: 'break' },
      { kind: 'text', text: 'Place a ' },
      { kind: 'card', name: 'Blue Jaguar' },
      { kind: 'text', text: ' conjuration.' },
    ]);
  });

  it('keeps an unclosed marker as text and drops trailing breaks', () => {
    expect(parseCardText('Odd [[main text\n\n')).toEqual([
      { kind: 'text', text: 'Odd [[main text' },
    ]);
    expect(parseCardText('')).toEqual([]);
  });
});

describe('costs', () => {
  it('parses counts, dice and actions of each cost entry', () => {
    expect(parseCost(['[[main]]', '1 [[illusion:class]]', '2 [[basic]]'])).toEqual([
      [[{ count: 1, icon: { kind: 'action', action: 'main' } }]],
      [[{ count: 1, icon: { kind: 'die', magic: 'illusion', face: 'class' } }]],
      [[{ count: 2, icon: { kind: 'die', magic: null, face: 'basic' } }]],
    ]);
  });

  it('reads a parallel cost written with a slash or as a list', () => {
    const expected = [
      [
        [{ count: 1, icon: { kind: 'die', magic: 'charm', face: 'class' } }],
        [{ count: 1, icon: { kind: 'die', magic: 'time', face: 'class' } }],
      ],
    ];
    expect(parseCost(['1 [[charm:class]] / 1 [[time:class]]'])).toEqual(expected);
    expect(parseCost([['1 [[charm:class]]', '1 [[time:class]]']])).toEqual(expected);
  });

  it('copes with a missing cost', () => {
    expect(parseCost(undefined)).toEqual([]);
    expect(parseCost(['free'])).toEqual([]);
  });
});
