/**
 * Self-play: bots play the six Master Set precons against each other in every pairing,
 * with invariants checked after every command.
 *   npm run simulate -- --games N --seed S
 * Prints failing seeds, then one summary line.
 */
import type { PreconDeck } from '../../domain/catalogue';
import type { DeckSetup, EngineContext, GameSetup } from '../../engine';
import { selfPlay } from '../../engine/testing/selfplay';
import { readCatalogue, readPrecons } from './catalogue-files';

const MASTER_SET_PRECONS = [1, 2, 3, 4, 5, 6];

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
}

export function deckSetup(deck: PreconDeck): DeckSetup {
  const pb = deck.phoenixborn[0];
  if (!pb) throw new Error(`${deck.name} has no Phoenixborn`);
  return {
    phoenixborn: pb.id,
    cards: deck.cards.map((c) => ({ id: c.id, count: c.count })),
    conjurations: deck.conjurations.map((c) => ({ id: c.id, count: c.count })),
    dicepool: deck.dicepool,
  };
}

export function pairings(count: number): [number, number][] {
  const pairs: [number, number][] = [];
  for (const a of MASTER_SET_PRECONS) for (const b of MASTER_SET_PRECONS) pairs.push([a, b]);
  return Array.from({ length: count }, (_, i) => pairs[i % pairs.length] as [number, number]);
}

function main(): void {
  const games = Number(arg('games', '100'));
  const seed = arg('seed', '1');
  const context: EngineContext = { catalogue: readCatalogue() };
  const precons = new Map(readPrecons().map((d) => [d.preconId, d]));
  let finished = 0;
  let errors = 0;
  let stuck = 0;
  let commands = 0;
  const started = performance.now();
  pairings(games).forEach(([a, b], i) => {
    const deckA = precons.get(a);
    const deckB = precons.get(b);
    if (!deckA || !deckB) throw new Error('Master Set precons missing from precon-core.json');
    const gameSeed = `${seed}-${i}`;
    const setup: GameSetup = {
      seed: gameSeed,
      players: [
        { name: 'alice', deck: deckSetup(deckA) },
        { name: 'bob', deck: deckSetup(deckB) },
      ],
    };
    let result;
    try {
      result = selfPlay(setup, context, i + 1);
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
