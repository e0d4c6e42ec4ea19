// Bot-versus-bot games between the Master Set precons, shared by the benchmarks that play them.
import type { EngineContext, GameSetup, GameState } from '../src/engine';
import { pairings } from '../src/server/scripts/master-set-pairings';
import { readPrecons } from '../src/server/scripts/catalogue-files';
import { botMove, preconSetup } from '../src/server/scripts/self-play-log';

/** `count` game setups between Master Set precons, seeded `{seed}-{i}`. */
export function setups(count: number, seed: string, random?: GameSetup['random']): GameSetup[] {
  const precons = new Map(readPrecons().map((deck) => [deck.preconId, deck]));
  return pairings(count).map(([a, b], i) => {
    const deckA = precons.get(a);
    const deckB = precons.get(b);
    if (!deckA || !deckB) throw new Error('Master Set precons missing from precon-core.json');
    return {
      seed: `${seed}-${i}`,
      ...(random ? { random } : {}),
      players: [
        { name: 'alice', deck: preconSetup(deckA) },
        { name: 'bob', deck: preconSetup(deckB) },
      ],
    };
  });
}

/** One bot move; null when the game is over or has no choice left. */
export function step(
  state: GameState,
  context: EngineContext,
  random: () => number,
): GameState | null {
  return botMove(state, context, random)?.state ?? null;
}
