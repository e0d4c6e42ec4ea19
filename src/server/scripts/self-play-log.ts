/**
 * A bot-versus-bot game with its command log kept, as the game node would record it: for
 * replay tests and the replay size figures.
 */
import type { PreconDeck } from '../../domain/catalogue';
import type { DeckSetup, EngineContext, GameSetup, GameState } from '../../engine';
import { applyCommand, createGame, viewFor } from '../../engine';
import { botRandom, legalCommands } from '../../engine/bots/legal-commands';
import type { GameCommand } from '../../protocol/game';
import type { ReplayCommand } from '../../protocol/results';

/** What self-play needs of a deck: a precon's lists, or a random deck's (random-deck.ts). */
export type PlayableDeck = Pick<
  PreconDeck,
  'name' | 'phoenixborn' | 'cards' | 'conjurations' | 'dicepool'
>;

/** A precon (or random) deck as the engine's setup takes it. */
export function preconSetup(deck: PlayableDeck): DeckSetup {
  const phoenixborn = deck.phoenixborn[0];
  if (!phoenixborn) throw new Error(`${deck.name} has no Phoenixborn`);
  return {
    phoenixborn: phoenixborn.id,
    cards: deck.cards.map((c) => ({ id: c.id, count: c.count })),
    conjurations: deck.conjurations.map((c) => ({ id: c.id, count: c.count })),
    dicepool: deck.dicepool,
  };
}

/** A PvP game of two decks between alice (first) and bob, on its own seed. */
export function pairSetup(first: PlayableDeck, second: PlayableDeck, seed: string): GameSetup {
  return {
    seed,
    players: [
      { name: 'alice', deck: preconSetup(first) },
      { name: 'bob', deck: preconSetup(second) },
    ],
  };
}

export interface LoggedGame {
  setup: GameSetup;
  commands: ReplayCommand[];
  final: GameState;
}

/** One bot move: who moved, what they sent and the state after it. */
export interface BotMove {
  actor: string;
  command: GameCommand;
  state: GameState;
  /** The command was taken but changed nothing (a node does not store such a command). */
  unchanged: boolean;
}

/**
 * The uniform random bot's next move from what its seat may see; null when the game is over,
 * nobody has a decision, or the engine refused the move. `now` is the command's time.
 */
export function botMove(
  state: GameState,
  context: EngineContext,
  random: () => number,
  now?: number,
): BotMove | null {
  if (state.phase === 'gameover') return null;
  const actorId = state.decision?.player;
  if (!actorId) return null;
  const actor = state.players[actorId].name;
  const legal = legalCommands(viewFor(state, context, actor), actor);
  const command = legal[Math.floor(random() * legal.length)];
  if (!command) return null;
  const result = applyCommand(state, context, actor, command, now === undefined ? {} : { now });
  if (result.error) return null;
  return { actor, command, state: result.state, unchanged: result.unchanged === true };
}

/** How a logged game keeps time: every command `stepMs` after the one before, from `startAt`. */
export interface LogClock {
  startAt: number;
  stepMs: number;
}

/**
 * Plays a whole bot game and keeps its log. With a clock each command carries its time and
 * commands that changed nothing are left out, as a game node stores them.
 */
export function playLoggedGame(
  setup: GameSetup,
  context: EngineContext,
  botSeed: number,
  maxCommands = 5000,
  clock?: LogClock,
): LoggedGame {
  const random = botRandom(botSeed);
  let state = createGame(setup, context);
  const commands: ReplayCommand[] = [];
  let at = clock?.startAt;
  while (commands.length < maxCommands) {
    if (at !== undefined && clock) at += clock.stepMs;
    const move = botMove(state, context, random, at);
    if (!move) break;
    state = move.state;
    if (clock && move.unchanged) continue;
    commands.push(
      at === undefined
        ? { player: move.actor, command: move.command }
        : { player: move.actor, command: move.command, at },
    );
  }
  return { setup, commands, final: state };
}
