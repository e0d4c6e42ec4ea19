/**
 * Self-play: bots play decks against each other with invariants checked after every command.
 *   npm run simulate -- --games N --seed S [--decks ids|core|all|random] [--check-hidden]
 * `--decks`: the six Master Set precons when absent, core precon ids (`1,2,21`), `core` (all
 * 28), `all` (every player precon of every collection, seeded random pairs) or `random`
 * (random legal constructed decks of the PvP catalogue, seeded); self-play-decks.ts.
 *   npm run simulate -- --solo --games N --seed S [--player normal|easy|random]   (against the Chimera: simulate-solo.ts)
 * `--bots a,b` (levels random, easy, normal) has those two bots play the selected games, seats
 * alternating, and adds `wins: a N, b M` to the summary line (simulate-bots.ts).
 * `--check-hidden` also builds both players' and a spectator's view after every command and
 * counts a game as an error at the first view that gives away a hidden card.
 * Prints the skipped decks, failing seeds, then one summary line.
 */
import { engineContext } from '../../engine';
import type { EngineContext } from '../../engine';
import { selfPlay } from '../../engine/testing/selfplay';
import { readCatalogue, readCollections, readPrecons, readSoloCatalogue } from './catalogue-files';
import { isBotLevel, parseBotsOption, simulateBots, winsLine } from './simulate-bots';
import { BOT_LEVELS } from '../../engine/bots';
import { simulateSolo, soloWinsLine } from './simulate-solo';
import { deckLine, selectDecks } from './self-play-decks';
import { pairSetup } from './self-play-log';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
}

function main(): void {
  const games = Number(arg('games', '100'));
  const seed = arg('seed', '1');
  const checkHidden = process.argv.includes('--check-hidden');
  if (process.argv.includes('--solo')) {
    const player = arg('player', 'normal');
    if (!isBotLevel(player)) {
      console.error(`unknown player level "${player}" (levels: ${BOT_LEVELS.join(', ')})`);
      process.exitCode = 2;
      return;
    }
    const started = performance.now();
    const solo = simulateSolo(engineContext(readSoloCatalogue()), games, seed, player);
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `simulate: ${games} games, ${solo.finished} finished, ${solo.errors} errors, ${solo.stuck} stuck, ${solo.commands} commands, ${Math.round(solo.commands / Math.max(seconds, 0.001))} commands/s, ${soloWinsLine(player, solo)}`,
    );
    return;
  }
  const catalogue = readCatalogue();
  const context: EngineContext = engineContext(catalogue);
  const option = arg('decks', '');
  const { matchups, skipped } = selectDecks(option, games, seed, {
    catalogue,
    core: readPrecons(),
    collections: () => readCollections(),
  });
  for (const deck of skipped) console.log(`skipped ${deck.name}: ${deck.reason}`);
  if (process.argv.includes('--bots')) {
    const levels = parseBotsOption(arg('bots', ''));
    if (typeof levels === 'string') {
      console.error(levels);
      process.exitCode = 1;
      return;
    }
    const started = performance.now();
    const bots = simulateBots(context, matchups, levels, seed);
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `simulate: ${games} games, ${bots.finished} finished, ${bots.errors} errors, ${bots.stuck} stuck, ${bots.commands} commands, ${Math.round(bots.commands / Math.max(seconds, 0.001))} commands/s, ${winsLine(levels, bots)}`,
    );
    return;
  }
  let finished = 0;
  let errors = 0;
  let stuck = 0;
  let commands = 0;
  const started = performance.now();
  matchups.forEach(({ first, second }, i) => {
    const gameSeed = `${seed}-${i}`;
    const setup = pairSetup(first, second, gameSeed);
    // Random decks are named by their seed only: a failure lists their cards below its line.
    const report = (line: string) => {
      console.log(line);
      if (option === 'random') console.log(`  ${deckLine(first)}\n  ${deckLine(second)}`);
    };
    const decks = `${first.name} vs ${second.name}`;
    let result;
    try {
      result = selfPlay(setup, context, i + 1, { checkHidden });
    } catch (err) {
      errors += 1;
      report(`error seed=${gameSeed} ${decks}: thrown ${String(err)}`);
      return;
    }
    commands += result.commands;
    if (result.outcome === 'finished') finished += 1;
    else {
      if (result.outcome === 'error') errors += 1;
      else stuck += 1;
      report(
        `${result.outcome} seed=${gameSeed} bot=${i + 1} ${decks} after ${result.commands}: ${result.detail}`,
      );
    }
  });
  const seconds = (performance.now() - started) / 1000;
  const rate = Math.round(commands / Math.max(seconds, 0.001));
  console.log(
    `simulate: ${games} games, ${finished} finished, ${errors} errors, ${stuck} stuck, ${commands} commands, ${rate} commands/s`,
  );
}

main();
