import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CardCatalogue } from './cards';
import { buildCatalogue, parseCardFile } from './catalogue';
import { legalityDetails } from './legality-details';

// The shared catalogue is read at test time, never copied into the repository.
const DATA_DIR =
  process.env.ASHES_DATA_DIR ?? resolve(import.meta.dirname, '../../../shared/ashes-data');

const catalogue: CardCatalogue = buildCatalogue(
  readdirSync(join(DATA_DIR, 'cards'))
    .filter((f) => f.endsWith('.json'))
    .map((f) => parseCardFile(JSON.parse(readFileSync(join(DATA_DIR, 'cards', f), 'utf8')), f)),
);

function stub(name: string): string {
  const card = Object.values(catalogue).find((c) => c.name === name);
  if (!card) throw new Error(`no card named ${name}`);
  return card.stub;
}

const aradel = [{ id: stub('Aradel Summergaard'), count: 1 }];

describe('legalityDetails', () => {
  it("names another Phoenixborn's card and its owner", () => {
    const details = legalityDetails(
      { phoenixborn: aradel, cards: [{ id: stub('Final Stand'), count: 1 }] },
      catalogue,
    );
    expect(details.uniques).toEqual([
      'Final Stand belongs to Coal Roarkwin, not Aradel Summergaard',
    ]);
  });

  it('lists the unique cards when there are more than three, except in onecollection', () => {
    const deck = {
      phoenixborn: aradel,
      cards: [
        { id: stub('Rejuvenate'), count: 2 },
        { id: stub('Summon Blue Jaguar'), count: 2 },
      ],
    };
    expect(legalityDetails(deck, catalogue).uniques).toEqual([
      '4 unique cards, at most 3: Rejuvenate (2), Summon Blue Jaguar (2)',
    ]);
    expect(legalityDetails(deck, catalogue, 'onecollection').uniques).toEqual([]);
  });

  it('names each card above three copies, and nothing for a legal deck', () => {
    const deck = {
      phoenixborn: aradel,
      cards: [
        { id: stub('Anchornaut'), count: 3 },
        { id: stub('Cut the Strings'), count: 2 },
        { id: stub('Cut the Strings'), count: 2 },
        { id: stub('Rejuvenate'), count: 3 },
      ],
    };
    expect(legalityDetails(deck, catalogue)).toEqual({
      maxThree: ['Cut the Strings (4)'],
      uniques: [],
    });
  });
});
