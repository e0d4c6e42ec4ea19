// `npm run simulate -- --bots a,b`: the option, the games and the closing line's tally.
import { beforeAll, describe, expect, it } from 'vitest';
import { engineContext } from '../../engine';
import type { EngineContext } from '../../engine';
import { readCatalogue, readPrecons } from './catalogue-files';
import { selectDecks } from './self-play-decks';
import type { Matchup } from './self-play-decks';
import { levelsBySeat, parseBotsOption, simulateBots, winsLine } from './simulate-bots';
import type { BotsSummary } from './simulate-bots';

let context: EngineContext;
let matchups: Matchup[];

beforeAll(() => {
  const catalogue = readCatalogue();
  context = engineContext(catalogue);
  matchups = selectDecks('', 2, 'bots', {
    catalogue,
    core: readPrecons(),
    collections: () => new Map(),
  }).matchups;
});

describe('--bots', () => {
  it('takes two known levels', () => {
    expect(parseBotsOption('normal,random')).toEqual(['normal', 'random']);
    expect(parseBotsOption('easy,easy')).toEqual(['easy', 'easy']);
    expect(parseBotsOption('normal')).toMatch(/two levels/);
    expect(parseBotsOption('normal,hard')).toBe(
      'unknown bot level "hard" (levels: random, easy, normal)',
    );
  });

  it('alternates the seats game by game', () => {
    expect(levelsBySeat(0, ['normal', 'random'])).toEqual({ alice: 'normal', bob: 'random' });
    expect(levelsBySeat(1, ['normal', 'random'])).toEqual({ alice: 'random', bob: 'normal' });
    expect(levelsBySeat(2, ['normal', 'random'])).toEqual({ alice: 'normal', bob: 'random' });
  });

  it('plays every game to its end and counts each win for its level', () => {
    const lines: string[] = [];
    const summary = simulateBots(context, matchups, ['easy', 'random'], 'bots', (l) =>
      lines.push(l),
    );
    expect(lines).toEqual([]);
    expect(summary.finished).toBe(2);
    expect(summary.wins[0] + summary.wins[1] + summary.draws).toBe(2);
    expect(summary.commands).toBeGreaterThan(0);
    expect(winsLine(['easy', 'random'], summary)).toBe(
      `wins: easy ${summary.wins[0]}, random ${summary.wins[1]}`,
    );
  });

  it('names draws and unfinished games only when there are some', () => {
    const summary: BotsSummary = {
      finished: 3,
      errors: 1,
      stuck: 1,
      commands: 9,
      wins: [2, 0],
      draws: 1,
    };
    expect(winsLine(['normal', 'easy'], summary)).toBe(
      'wins: normal 2, easy 0, draws 1, unfinished 2',
    );
    expect(winsLine(['easy', 'easy'], { ...summary, errors: 0, stuck: 0, draws: 0 })).toBe(
      'wins: easy (first) 2, easy (second) 0',
    );
  });
});
