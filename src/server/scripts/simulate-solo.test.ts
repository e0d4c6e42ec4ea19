// `npm run simulate -- --solo [--player level]`: bots against every playable boss deck.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { engineContext } from '../../engine';
import { readSoloCatalogue } from './catalogue-files';
import { simulateSolo } from './simulate-solo';

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
  });
});
