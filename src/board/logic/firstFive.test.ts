import { describe, expect, it } from 'vitest';
import { basicView, firstFiveView } from '../fixtures/gameViews';
import { chosenCount, fillAtRandomText, firstFiveChoice } from './firstFive';

describe('the first-five choice', () => {
  it("groups the deck's titles by type, one card a title, with the chosen ones", () => {
    const choice = firstFiveChoice(firstFiveView());
    if (!choice) throw new Error('no first-five choice in the fixture');
    const titles = choice.groups.flatMap((g) => g.titles);
    expect(titles).toHaveLength(10);
    expect(titles.every((t) => t.copies === 3)).toBe(true);
    expect(choice.groups.map((g) => g.type)).toEqual([...choice.groups.map((g) => g.type)].sort());
    expect(choice.chosen.map((c) => c.name).sort()).toEqual(['Anchornaut', 'Molten Gold']);
    const chosen = titles.filter((t) => t.chosen).map((t) => t.card.uuid);
    expect(chosen.sort()).toEqual(choice.chosen.map((c) => c.uuid).sort());
    expect(choice.done.arg).toBe('done');
  });

  it('is no first five outside setup', () => {
    expect(firstFiveChoice(basicView())).toBeNull();
  });

  it('counts and explains what Done with fewer than five does', () => {
    expect(chosenCount(3)).toBe('3 of 5 chosen');
    expect(fillAtRandomText(4)).toContain('The other 1 card is drawn at random');
    expect(fillAtRandomText(2)).toContain('The other 3 cards are drawn at random');
  });
});
