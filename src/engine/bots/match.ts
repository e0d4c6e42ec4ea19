/**
 * One game between two bot levels, each seat answered by `chooseBotCommand` from its own
 * view (the normal level also gets the context and state to determinize): for the
 * `simulate --bots` figures and the bots' tests.
 */
import type { EngineContext } from '../context';
import { applyCommand } from '../commands';
import { createGame } from '../game';
import type { GameSetup } from '../game';
import type { GameState } from '../state';
import { viewFor } from '../view';
import { botRandom, chooseBotCommand } from './index';
import type { BotLevel } from './index';

export interface BotMatchResult {
  outcome: 'finished' | 'error' | 'stuck';
  /** Name of the winning seat, null unless finished with a winner. */
  winner: string | null;
  commands: number;
  detail: string;
  state: GameState;
}

export interface BotMatchOptions {
  maxCommands?: number;
  /** Simulated commands per normal decision. */
  budget?: number;
}

/** `levels` by seat name (the setup's player names). */
export function playBots(
  setup: GameSetup,
  context: EngineContext,
  levels: Readonly<Record<string, BotLevel>>,
  botSeed: number,
  options: BotMatchOptions = {},
): BotMatchResult {
  const max = options.maxCommands ?? 5000;
  const randoms = new Map<string, () => number>();
  let state = createGame(setup, context);
  let commands = 0;
  const end = (outcome: BotMatchResult['outcome'], detail: string): BotMatchResult => ({
    outcome,
    winner: outcome === 'finished' && state.winner ? state.players[state.winner].name : null,
    commands,
    detail,
    state,
  });
  for (;;) {
    if (state.phase === 'gameover') return end('finished', state.winReason ?? '');
    if (commands >= max) return end('stuck', `over ${max} commands`);
    const seat = state.decision?.player;
    if (!seat) return end('stuck', 'no decision pending');
    const actor = state.players[seat].name;
    const level = levels[actor] ?? 'random';
    let random = randoms.get(actor);
    if (!random) {
      random = botRandom(botSeed * 2 + randoms.size);
      randoms.set(actor, random);
    }
    const view = viewFor(state, context, actor);
    const command = chooseBotCommand(view, actor, level, random, {
      context,
      state,
      ...(options.budget !== undefined ? { budget: options.budget } : {}),
    });
    if (!command) return end('stuck', `no legal choice: ${state.decision?.title}`);
    const result = applyCommand(state, context, actor, command);
    commands += 1;
    if (result.error)
      return end(
        'error',
        `${JSON.stringify(command)} → ${result.error} (prompt: ${state.decision?.title})`,
      );
    state = result.state;
  }
}
