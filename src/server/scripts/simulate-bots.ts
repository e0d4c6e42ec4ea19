/**
 * Bot against bot: `npm run simulate -- --bots normal,random --games N --seed S [--decks …]`
 * plays the two levels over the games `--decks` selects (self-play-decks.ts), the first level
 * in the first seat of even games and the second seat of odd ones, and tallies who won.
 */
import type { EngineContext } from '../../engine';
import { BOT_LEVELS } from '../../engine/bots';
import type { BotLevel } from '../../engine/bots';
import { playBots } from '../../engine/bots/match';
import type { Matchup } from './self-play-decks';
import { pairSetup } from './self-play-log';

export interface BotsSummary {
  finished: number;
  errors: number;
  stuck: number;
  commands: number;
  /** Wins by level, in the order given. */
  wins: [number, number];
  /** Finished games without a winner. */
  draws: number;
}

export function isBotLevel(text: string): text is BotLevel {
  return BOT_LEVELS.some((level) => level === text);
}

/** The two levels of `--bots a,b`, or an error naming what was wrong. */
export function parseBotsOption(text: string): [BotLevel, BotLevel] | string {
  const parts = text.split(',');
  const [a, b] = parts;
  if (parts.length !== 2 || a === undefined || b === undefined)
    return `--bots takes two levels, e.g. normal,random (not "${text}")`;
  const unknown = (level: string) =>
    `unknown bot level "${level}" (levels: ${BOT_LEVELS.join(', ')})`;
  if (!isBotLevel(a)) return unknown(a);
  if (!isBotLevel(b)) return unknown(b);
  return [a, b];
}

/** The closing line's tally: `wins: normal N, random M` (draws and unfinished when any). */
export function winsLine(levels: [BotLevel, BotLevel], summary: BotsSummary): string {
  const [a, b] = levels;
  // Two seats of the same level are told apart by their seat in the first game.
  const names = a === b ? [`${a} (first)`, `${b} (second)`] : [a, b];
  let line = `wins: ${names[0]} ${summary.wins[0]}, ${names[1]} ${summary.wins[1]}`;
  if (summary.draws > 0) line += `, draws ${summary.draws}`;
  const unfinished = summary.errors + summary.stuck;
  if (unfinished > 0) line += `, unfinished ${unfinished}`;
  return line;
}

/** The seats of the first and the second level in game `i`: they alternate game by game. */
export function seatsOf(i: number): [string, string] {
  return i % 2 === 0 ? ['alice', 'bob'] : ['bob', 'alice'];
}

export function levelsBySeat(i: number, levels: [BotLevel, BotLevel]): Record<string, BotLevel> {
  const [seatA, seatB] = seatsOf(i);
  return { [seatA]: levels[0], [seatB]: levels[1] };
}

export function simulateBots(
  context: EngineContext,
  matchups: readonly Matchup[],
  levels: [BotLevel, BotLevel],
  seed: string,
  report: (line: string) => void = console.log,
): BotsSummary {
  const summary: BotsSummary = {
    finished: 0,
    errors: 0,
    stuck: 0,
    commands: 0,
    wins: [0, 0],
    draws: 0,
  };
  matchups.forEach(({ first, second }, i) => {
    const gameSeed = `${seed}-${i}`;
    const setup = pairSetup(first, second, gameSeed);
    const [seatA, seatB] = seatsOf(i);
    const decks = `${first.name} vs ${second.name}`;
    let result;
    try {
      result = playBots(setup, context, levelsBySeat(i, levels), i + 1);
    } catch (err) {
      summary.errors += 1;
      report(`error seed=${gameSeed} ${decks}: thrown ${String(err)}`);
      return;
    }
    summary.commands += result.commands;
    if (result.outcome !== 'finished') {
      if (result.outcome === 'error') summary.errors += 1;
      else summary.stuck += 1;
      report(
        `${result.outcome} seed=${gameSeed} ${decks} after ${result.commands}: ${result.detail}`,
      );
      return;
    }
    summary.finished += 1;
    if (result.winner === seatA) summary.wins[0] += 1;
    else if (result.winner === seatB) summary.wins[1] += 1;
    else summary.draws += 1;
  });
  return summary;
}
