/**
 * Self-play: bots play the six Master Set precons (or the core precons listed with
 * `--decks 1,2,21`, or all 28 with `--decks core`) against each other, cycling through every
 * ordered pairing, with invariants checked after every command.
 *   npm run simulate -- --games N --seed S [--decks ids|core] [--check-hidden]
 *   npm run simulate -- --games N --seed S --deck-file precon-ascendancy.json   (every precon
 *   of another deck file of the card data, or those listed with --decks)
 *   npm run simulate -- --solo --games N --seed S   (against the Chimera: simulate-solo.ts)
 * `--check-hidden` also builds both players' and a spectator's view after every command and
 * counts a game as an error at the first view that gives away a hidden card.
 * Prints failing seeds, then one summary line.
 */
import { engineContext } from '../../engine';
import type { EngineContext, GameSetup } from '../../engine';
import { selfPlay } from '../../engine/testing/selfplay';
import { readCatalogue, readPrecons, readSoloCatalogue } from './catalogue-files';
import { simulateSolo } from './simulate-solo';
import { pairings } from './master-set-pairings';
import { preconSetup } from './self-play-log';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
}

function main(): void {
  const games = Number(arg('games', '100'));
  const seed = arg('seed', '1');
  const checkHidden = process.argv.includes('--check-hidden');
  if (process.argv.includes('--solo')) {
    const started = performance.now();
    const solo = simulateSolo(engineContext(readSoloCatalogue()), games, seed);
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `simulate: ${games} games, ${solo.finished} finished, ${solo.errors} errors, ${solo.stuck} stuck, ${solo.commands} commands, ${Math.round(solo.commands / Math.max(seconds, 0.001))} commands/s`,
    );
    return;
  }
  const context: EngineContext = engineContext(readCatalogue());
  const deckFile = arg('deck-file', '');
  const precons = new Map(
    (deckFile ? readPrecons(undefined, deckFile) : readPrecons()).map((d) => [d.preconId, d]),
  );
  let finished = 0;
  let errors = 0;
  let stuck = 0;
  let commands = 0;
  const started = performance.now();
  const listed = arg('decks', '');
  const decks =
    listed === 'core' || (deckFile !== '' && listed === '')
      ? [...precons.keys()].sort((a, b) => a - b)
      : listed
          .split(',')
          .filter((id) => id !== '')
          .map(Number);
  const unknown = decks.filter((id) => !precons.has(id));
  if (unknown.length > 0)
    throw new Error(`--decks: no core precon ${unknown.join(', ')} (ids 1-28, or core)`);
  pairings(games, decks.length > 0 ? decks : undefined).forEach(([a, b], i) => {
    const deckA = precons.get(a);
    const deckB = precons.get(b);
    if (!deckA || !deckB) throw new Error(`precon ${a} or ${b} missing from precon-core.json`);
    const gameSeed = `${seed}-${i}`;
    const setup: GameSetup = {
      seed: gameSeed,
      players: [
        { name: 'alice', deck: preconSetup(deckA) },
        { name: 'bob', deck: preconSetup(deckB) },
      ],
    };
    let result;
    try {
      result = selfPlay(setup, context, i + 1, { checkHidden });
    } catch (err) {
      errors += 1;
      console.log(`error seed=${gameSeed} ${deckA.name} vs ${deckB.name}: thrown ${String(err)}`);
      return;
    }
    commands += result.commands;
    if (result.outcome === 'finished') finished += 1;
    else {
      if (result.outcome === 'error') errors += 1;
      else stuck += 1;
      console.log(
        `${result.outcome} seed=${gameSeed} bot=${i + 1} ${deckA.name} vs ${deckB.name} after ${result.commands}: ${result.detail}`,
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
