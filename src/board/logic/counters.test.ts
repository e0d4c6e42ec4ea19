import { describe, expect, it } from 'vitest';
import { countersView, facedownCard, makeCard } from '../fixtures/gameViews';
import { cardCounters, counterMarks, counterText, tokenList } from './counters';

function unitsOf() {
  const units = countersView().players.aradel?.cardPiles.cardsInPlay;
  if (!units || units.length < 5) throw new Error('fixture without its units');
  return units;
}

describe('card counters', () => {
  it('lists tokens in a fixed order without zero counts, redRains included', () => {
    const card = makeCard('A', { tokens: { status: 1, damage: 0, redRains: 2, exhaustion: 1 } });
    expect(tokenList(card)).toEqual([
      ['exhaustion', 1],
      ['status', 1],
      ['redRains', 2],
    ]);
  });

  it('counts the cards underneath a card, face-down ones included', () => {
    const card = { ...makeCard('A'), childCards: [makeCard('B'), facedownCard()] };
    expect(cardCounters(card)).toEqual([
      { name: 'underneath', count: 2, showValue: true, shortName: 'UND' },
    ]);
    expect(cardCounters(makeCard('D'))).toEqual([]);
  });

  it('uses the many-counters style above 2 counters', () => {
    const [many] = unitsOf();
    const drawn = counterMarks(cardCounters(many!));
    expect(drawn.many).toBe(true);
    expect(drawn.marks.map((m) => `${m.name}:${m.text}`)).toEqual([
      'damage:1',
      'exhaustion:1',
      'status:2',
    ]);
    expect(
      counterMarks(cardCounters(makeCard('B', { tokens: { damage: 1, status: 1 } }))).many,
    ).toBe(false);
  });

  it('breaks damage that has reached the card life, not less', () => {
    const [many, full] = unitsOf();
    expect(cardCounters(full!)).toEqual([
      { name: 'damage', count: 3, showValue: true, shortName: 'DMG', broken: true },
    ]);
    expect(cardCounters(many!).some((c) => c.broken)).toBe(false);
  });

  it('shows the view counters: a signed attack bonus, crossed-out and marker counters', () => {
    const units = unitsOf();
    const bonus = counterMarks(cardCounters(units[2]!)).marks;
    expect(bonus).toEqual([
      { name: 'attack', text: '+2', fade: false, cancel: false, broken: false },
    ]);
    const marks = counterMarks(cardCounters(units[3]!)).marks;
    // The engine lists granted keywords before forbidden acts.
    expect(marks).toEqual([
      { name: 'bypass', text: 'BYP', fade: false, cancel: false, broken: false },
      { name: 'block', text: 'BLK', fade: false, cancel: true, broken: false },
    ]);
    expect(counterText({ name: 'attack', count: -1, showValue: true })).toBe('-1');
    expect(counterText({ name: 'mystery', count: 1, showValue: false })).toBe('mys');
  });

  it("puts an upgrade's tokens faded on its host", () => {
    const host = unitsOf()[4]!;
    expect(cardCounters(host)).toEqual([
      { name: 'status', count: 1, showValue: true, shortName: 'STS', fade: true },
    ]);
  });
});
