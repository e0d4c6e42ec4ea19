// `npm run simulate -- --solo [--player level]`: bots against every playable boss deck, and the
// closing line's win rate by level.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { engineContext } from '../../engine';
import { readSoloCatalogue } from './catalogue-files';
import { simulateSolo, soloWinsLine } from './simulate-solo';

afterEach(() => vi.restoreAllMocks());

describe('--solo', () => {
  it('plays an easy bot against the bosses to the end and gives its win rate per boss deck', () => {
    const lines: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: unknown) => void lines.push(String(line)));
    const summary = simulateSolo(engineContext(readSoloCatalogue()), 2, 'solo-test', 'easy');
    expect(summary.errors).toBe(0);
    expect(summary.stuck).toBe(0);
    expect(summary.finished).toBe(2);
    const rates = lines.filter((line) => line.startsWith('player win rate vs '));
    // Two games against the first two playable boss decks, each at standard stage 1.
    expect(rates).toHaveLength(2);
    for (const line of rates)
      expect(line).toMatch(/ S1: [01]\/1 \((0|100)%\), boss wounds \d+\.\d of \d+\.0 on average$/);
    expect(summary.byLevel.S1?.played).toBe(2);
    expect(soloWinsLine('easy', summary)).toMatch(/^player easy wins [0-2] of 2 \(S1 [0-2]\/2\)$/);
  });

  it('gives the wins of every level played, in the order of the levels', () => {
    const byLevel = {
      H1: { won: 1, played: 3 },
      S1: { won: 2, played: 4 },
      S2: { won: 0, played: 4 },
    };
    const line = soloWinsLine('normal', {
      finished: 11,
      errors: 0,
      stuck: 0,
      commands: 1,
      byLevel,
    });
    expect(line).toBe('player normal wins 3 of 11 (S1 2/4, S2 0/4, H1 1/3)');
  });
});
