// Bot-versus-bot games between the Master Set precons, shared by the benchmarks that play them.
import { applyCommand, viewFor } from '../src/engine';
import type { EngineContext, GameSetup, GameState } from '../src/engine';
import { legalCommands } from '../src/engine/testing/bot';
import { pairings } from '../src/server/scripts/master-set-pairings';
import { readPrecons } from '../src/server/scripts/catalogue-files';
import { preconSetup } from '../src/server/scripts/self-play-log';

/** `count` game setups between Master Set precons, seeded `{seed}-{i}`. */
export function setups(count: number, seed: string): GameSetup[] {
  const precons = new Map(readPrecons().map((deck) => [deck.preconId, deck]));
  return pairings(count).map(([a, b], i) => {
    const deckA = precons.get(a);
    const deckB = precons.get(b);
    if (!deckA || !deckB) throw new Error('Master Set precons missing from precon-core.json');
    return {
      seed: `${seed}-${i}`,
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
  if (state.phase === 'gameover') return null;
  const actorId = state.decision?.player;
  if (!actorId) return null;
  const actor = state.players[actorId].name;
  const legal = legalCommands(viewFor(state, context, actor), actor);
  const command = legal[Math.floor(random() * legal.length)];
  if (!command) return null;
  const result = applyCommand(state, context, actor, command);
  return result.error ? null : result.state;
}
