/**
 * A finished game with a saved replay that "Play from here" can fork: two Master Set precons
 * played by uniform bots through the engine, its log recorded as a game node records one
 * (setup with the keyed random scheme, each command with its player and time).
 */
import { applyCommand, createGame, viewFor } from '../../src/engine';
import type { EngineContext, GameSetup } from '../../src/engine';
import { botRandom, legalCommands } from '../../src/engine/bots';
import { preconGameSetup } from '../../src/engine/testing/catalogue';
import type { ReplayCommand } from '../../src/protocol/results';

export interface BotReplay {
  seed: string;
  setup: GameSetup;
  commands: ReplayCommand[];
}

/** `moves` bot commands of a game between `names`, stopping early if it ends. */
export async function botReplay(
  context: EngineContext,
  names: [string, string],
  moves: number,
  seed = 'forkable-game-seed',
): Promise<BotReplay> {
  const precons = await preconGameSetup(seed, 1, 2);
  const [first, second] = precons.players;
  const setup: GameSetup = {
    ...precons,
    random: 'keyed',
    owner: names[0],
    players: [
      { ...first, name: names[0] },
      { ...second, name: names[1] },
    ],
  };
  let state = createGame(setup, context);
  const random = botRandom(11);
  const commands: ReplayCommand[] = [];
  const at = Date.now() - 60 * 60_000;
  for (let i = 0; i < moves && state.phase !== 'gameover'; i++) {
    const actor = state.decision ? state.players[state.decision.player].name : null;
    if (!actor) break;
    const options = legalCommands(viewFor(state, context, actor), actor);
    const command = options[Math.floor(random() * options.length)];
    if (!command) break;
    const result = applyCommand(state, context, actor, command, { now: at + i * 1000 });
    if (result.error || result.unchanged) continue;
    state = result.state;
    commands.push({ player: actor, command, at: at + i * 1000 });
  }
  return { seed, setup, commands };
}

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null && key in value
    ? Object.entries(value).find(([k]) => k === key)?.[1]
    : undefined;
}

/**
 * The cards a player has in play in a game view (a replay step's or a live board's): the
 * stubs of their units, spells in the spellboard and Phoenixborn, sorted.
 */
export function cardsInPlayOf(view: unknown, player: string): string[] {
  const piles = field(field(field(view, 'players'), player), 'cardPiles');
  const stubs = ['cardsInPlay', 'spells'].flatMap((pile) => {
    const cards = field(piles, pile);
    return Array.isArray(cards) ? cards.map((card: unknown) => String(field(card, 'id'))) : [];
  });
  return stubs.sort();
}
