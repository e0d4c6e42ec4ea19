/**
 * Plays a stored replay back through the rules engine's public API (createGame, applyCommand,
 * viewFor): the spectator's view of each step is what the replay shows.
 */
import type { EngineContext, GameSetup, GameState } from '../../../engine';
import {
  applyCommand,
  createGame,
  forkedStart,
  isForkedSetup,
  viewFor,
  engineContext,
} from '../../../engine';
import { parseGameCommand } from '../../../protocol/game';
import type { GameView } from '../../../protocol/game-view';
import { compactReplayView } from '../../../protocol/replay-view';
import type { ReplayBuilder } from './replay-builder';
import type { ReplayMoment, ReplayReducer, StoredReplay } from './replay-steps';
import { buildPatchedReplayAsync } from './replay-steps';
import { sharedReplayView } from './shared-replay-view';

function isGameSetup(value: unknown): value is Omit<GameSetup, 'seed'> {
  if (typeof value !== 'object' || value === null || !('players' in value)) return false;
  return Array.isArray(value.players) && value.players.length === 2;
}

function attackMoment(state: GameState): ReplayMoment['attack'] {
  const attack = state.attack;
  if (!attack) return 'none';
  const defended = attack.battles.some(
    (battle) => battle.blocker !== null || battle.guard !== null || battle.resolved,
  );
  return defended ? 'defended' : 'declared';
}

/**
 * Format 1 replays (every step a whole view) carried only the latest lines of the game log in
 * each step: the whole log in every step made a full game's replay grow with the square of its
 * length. Format 2 sends the log once, so its steps show all of it.
 */
export const REPLAY_LOG_TAIL = 30;

/**
 * The spectator's view, marked as a replay, written compactly (defaults left out, see
 * protocol/replay-view.ts).
 */
export function replayView(view: GameView): unknown {
  return compactReplayView({ ...view, isReplay: true });
}

/** What each step shows: the spectator's view unless told otherwise (shared replays). */
export type StepView = (state: GameState, context: EngineContext) => GameView;

const spectatorView: StepView = (state, context) => viewFor(state, context, null);

export function engineReplayReducer(
  context: EngineContext,
  view: StepView = spectatorView,
): ReplayReducer<GameState> {
  return {
    start(replay: StoredReplay) {
      // A game forked from a replay step starts where its fork left it.
      if (isForkedSetup(replay.setup)) return forkedStart(replay.setup);
      if (!isGameSetup(replay.setup)) throw new Error('The replay has no game setup');
      // Setups stored before the keyed random scheme name none: they replay on the old one.
      const random = replay.setup.random ?? 'legacy';
      return createGame({ ...replay.setup, seed: replay.seed, random }, context);
    },
    apply(state, entry) {
      const parsed = parseGameCommand(entry.command);
      if (!parsed.ok) return state;
      // Commands stored with their time replay the clocks exactly; older logs have no times.
      const options = typeof entry.at === 'number' ? { now: entry.at } : {};
      return applyCommand(state, context, entry.player, parsed.command, options).state;
    },
    moment: (state) => ({
      round: state.round,
      phase: state.phase,
      // Players alternate turns within a round, so round + player names a turn.
      turn: state.turn ? `${state.round}:${state.turn.player}` : null,
      attack: attackMoment(state),
      over: state.phase === 'gameover',
    }),
    view: (state) => replayView(view(state, context)),
  };
}

/** The builder the server installs: the catalogue of the running server feeds the engine. */
export const engineReplayBuilder: ReplayBuilder = (ctx, replay, shared) =>
  buildPatchedReplayAsync(
    engineReplayReducer(
      engineContext(ctx.catalogue.cards),
      shared
        ? (state, context) =>
            sharedReplayView(state, context, shared.hands, shared.player !== undefined)
        : spectatorView,
    ),
    replay,
  );
