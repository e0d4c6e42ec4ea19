/**
 * A bot-versus-bot game with its command log kept, as the game node would record it: for
 * replay tests and the replay size figures.
 */
import type { PreconDeck } from '../../domain/catalogue';
import type { DeckSetup, EngineContext, GameSetup, GameState } from '../../engine';
import { applyCommand, createGame, viewFor } from '../../engine';
import { botRandom, legalCommands } from '../../engine/testing/bot';
import type { ReplayCommand } from '../../protocol/results';

/** A precon deck as the engine's setup takes it. */
export function preconSetup(deck: PreconDeck): DeckSetup {
  const phoenixborn = deck.phoenixborn[0];
  if (!phoenixborn) throw new Error(`${deck.name} has no Phoenixborn`);
  return {
    phoenixborn: phoenixborn.id,
    cards: deck.cards.map((c) => ({ id: c.id, count: c.count })),
    conjurations: deck.conjurations.map((c) => ({ id: c.id, count: c.count })),
    dicepool: deck.dicepool,
  };
}

export interface LoggedGame {
  setup: GameSetup;
  commands: ReplayCommand[];
  final: GameState;
}

export function playLoggedGame(
  setup: GameSetup,
  context: EngineContext,
  botSeed: number,
  maxCommands = 5000,
): LoggedGame {
  const random = botRandom(botSeed);
  let state = createGame(setup, context);
  const commands: ReplayCommand[] = [];
  while (state.phase !== 'gameover' && commands.length < maxCommands) {
    const actorId = state.decision?.player;
    if (!actorId) break;
    const actor = state.players[actorId].name;
    const legal = legalCommands(viewFor(state, context, actor), actor);
    const command = legal[Math.floor(random() * legal.length)];
    if (!command) break;
    const result = applyCommand(state, context, actor, command);
    if (result.error) break;
    commands.push({ player: actor, command });
    state = result.state;
  }
  return { setup, commands, final: state };
}
