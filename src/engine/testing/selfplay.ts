/** Plays one game between two bots, checking invariants after every command. */
import type { EngineContext } from '../context';
import { applyCommand } from '../commands';
import { createGame } from '../game';
import type { GameSetup } from '../game';
import type { GameState } from '../state';
import { viewFor } from '../view';
import { botRandom, legalCommands } from '../bots/legal-commands';
import { playersOf } from '../sides';
import { hiddenLeaks } from './hidden-leaks';
import { checkInvariants, invariantBaseline } from './invariants';
import type { GameCommand } from '../../protocol/game';
import type { GameView } from '../../protocol/game-view';

export interface SelfPlayResult {
  outcome: 'finished' | 'error' | 'stuck';
  commands: number;
  detail: string;
  state: GameState;
}

export interface SelfPlayOptions {
  maxCommands?: number;
  checkInvariants?: boolean;
  /** Called with every view sent (players and spectator). */
  onView?: (view: GameView, viewer: string | null, state: GameState) => void;
  /**
   * Builds the views of both players and a spectator after every command and ends the game
   * as an error at the first that gives away a hidden card (hidden-leaks.ts).
   */
  checkHidden?: boolean;
  /**
   * The command the seat to act sends, from its view and the game as the engine holds it (a
   * bot level of engine/bots); by default one of the view's legal commands at random.
   */
  choose?: (view: GameView, actor: string, state: GameState) => GameCommand | null;
}

export function selfPlay(
  setup: GameSetup,
  context: EngineContext,
  botSeed: number,
  options: SelfPlayOptions = {},
): SelfPlayResult {
  const max = options.maxCommands ?? 5000;
  const random = botRandom(botSeed);
  let state = createGame(setup, context);
  const baseline = invariantBaseline(state);
  const names = playersOf(state).map((player) => state.players[player].name);
  let commands = 0;
  for (;;) {
    if (state.phase === 'gameover')
      return { outcome: 'finished', commands, detail: state.winReason ?? '', state };
    if (commands >= max)
      return { outcome: 'stuck', commands, detail: `over ${max} commands`, state };
    const actorId = state.decision?.player;
    if (!actorId) return { outcome: 'stuck', commands, detail: 'no decision pending', state };
    const actor = state.players[actorId].name;
    const view = viewFor(state, context, actor);
    if (options.onView || options.checkHidden) {
      // The actor's own view is the one its bot reads below.
      const other = names.find((n) => n !== actor) ?? null;
      const sent: [GameView, string | null][] = [
        [view, actor],
        [viewFor(state, context, other), other],
        [viewFor(state, context, null), null],
      ];
      for (const [sentView, viewer] of sent) {
        options.onView?.(sentView, viewer, state);
        const leaks = options.checkHidden ? hiddenLeaks(state, sentView, viewer) : [];
        if (leaks.length > 0)
          return { outcome: 'error', commands, detail: leaks.join('; '), state };
      }
    }
    const legal = legalCommands(view, actor);
    if (legal.length === 0)
      return {
        outcome: 'stuck',
        commands,
        detail: `no legal choice: ${state.decision?.title}`,
        state,
      };
    // A bot closes a timed alert at once, drawing nothing from its generator: the alerts
    // leave the bots' games as they were without them.
    const chosen = view.players[actor]?.promptState.showAlert
      ? { type: 'closeAlert' as const }
      : options.choose
        ? options.choose(view, actor, state)
        : legal[Math.floor(random() * legal.length)];
    if (!chosen)
      return { outcome: 'stuck', commands, detail: `no choice: ${state.decision?.title}`, state };
    const command: GameCommand = chosen;
    const result = applyCommand(state, context, actor, command);
    commands += 1;
    if (result.error)
      return {
        outcome: 'error',
        commands,
        detail: `${JSON.stringify(command)} → ${result.error} (prompt: ${state.decision?.title})`,
        state,
      };
    state = result.state;
    if (options.checkInvariants !== false) {
      const problems = checkInvariants(state, context, baseline);
      if (problems.length > 0)
        return { outcome: 'error', commands, detail: problems.join('; '), state };
    }
  }
}
