import { describe, expect, it } from 'vitest';
import { buildCatalogue, parseCardFile, parseDeckFile } from '../../domain/catalogue';
import { cardsByHand } from '../../domain/automation';
import { coverageReport } from './coverage-report';

function card(stub: string, type: string, release: string, conjurations: string[] = []) {
  return {
    name: stub.toUpperCase(),
    stub,
    type,
    release: { name: release, stub: release },
    cost: [],
    text: '',
    conjurations: conjurations.map((c) => ({ name: c.toUpperCase(), stub: c })),
  };
}

const catalogue = buildCatalogue([
  parseCardFile(
    {
      results: [
        card('hero', 'Phoenixborn', 'alpha'),
        card('summon-imp', 'Ready Spell', 'alpha', ['imp']),
        card('imp', 'Conjuration', 'alpha'),
        card('zap', 'Action Spell', 'alpha'),
        card('villain', 'Phoenixborn', 'beta'),
        card('stab', 'Action Spell', 'beta'),
      ],
    },
    'cards.json',
  ),
]);

const deck = (id: number, name: string, pb: string, cards: string[]) => ({
  precon_id: id,
  name,
  phoenixborn: [{ id: pb, count: 1 }],
  cards: cards.map((c) => ({ id: c, count: 3 })),
  conjurations: [],
  dicepool: [],
});

const core = parseDeckFile(
  [
    deck(1, 'Alpha Deck', 'hero', ['summon-imp', 'zap']),
    deck(2, 'Beta Deck', 'villain', ['stab', 'zap']),
  ],
  'core.json',
);
const party = parseDeckFile([deck(1, 'Party Deck', 'hero', ['zap', 'unknown-card'])], 'party.json');

describe('coverage report', () => {
  it('counts automated cards per release and in total, and fully automated decks', () => {
    const automated = new Set(['hero', 'summon-imp', 'imp', 'zap', 'stab']);
    const lines = coverageReport(
      catalogue,
      [
        { title: 'Precons', core: true, decks: core },
        { title: 'Party', core: false, decks: party },
      ],
      (stub) => automated.has(stub),
    );
    expect(lines).toContain('  alpha 4/4');
    expect(lines).toContain('  beta 1/2');
    expect(lines).toContain('PvP cards automated: 5/6');
    expect(lines).toContain('Precons: 1/2 decks fully automated');
    expect(lines).toContain('  Alpha Deck: fully automated');
    expect(lines).toContain('  Beta Deck: 1 card plays by hand');
    // A card missing from the catalogue plays by hand.
    expect(lines).toContain('  Party Deck: 1 card plays by hand');
    expect(lines.at(-1)).toBe('core decks fully automated: 1/2');
  });

  it('a deck is not fully automated while a conjuration its cards make plays by hand', () => {
    const automated = new Set(['hero', 'summon-imp', 'zap']);
    expect(cardsByHand(catalogue, core[0]!, (stub) => automated.has(stub))).toEqual(['imp']);
    const lines = coverageReport(catalogue, [{ title: 'Precons', core: true, decks: core }], (s) =>
      automated.has(s),
    );
    expect(lines.at(-1)).toBe('core decks fully automated: 0/2');
  });
});
