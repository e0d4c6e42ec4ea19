/**
 * The reducer: applyCommand(state, context, actor, command) → { state, error? }. It never
 * throws and never changes its input: a refused command returns the same state object and
 * a message. Accepted commands work on a copy, then the machine runs to the next decision.
 */
import type { GameCommand } from '../protocol/game';
import type { EngineContext } from './context';
import { advanceClock, clockDeadline, endByClock } from './clock';
import { run } from './runner';
import { RULES_VERSION, RULES_VERSION_MISMATCH } from './rules-version';
import { refreshTurnDecision } from './flow/turn';
import { copyState } from './copy';
import { changesNothing } from './unchanged-commands';
import { seatOf } from './sides';
import type { GameState } from './state';
import { AFTER_GAME_COMMANDS, seatCommand, spectatorCommand } from './seat-commands';
import './procedures';
import { isEngineDriven } from './driven-sides';

export interface CommandResult {
  state: GameState;
  error?: string;
  /** The command was accepted and changed nothing: `state` is the state it was given. */
  unchanged?: true;
}

/** Applies one command; mutates `state` (a private copy). Returns an error to refuse. */
function apply(
  state: GameState,
  context: EngineContext,
  actor: string | null,
  command: GameCommand,
  now: number | undefined,
): string | null {
  const me = seatOf(state, actor);
  if (me === undefined) return spectatorCommand(state, actor, command.type, command);
  if (isEngineDriven(state, me)) return 'This side is played by the engine';
  const over = state.phase === 'gameover';
  if (over && !AFTER_GAME_COMMANDS.includes(command.type)) return 'The game is over';
  return seatCommand({ state, context, me, now, over }, command.type, command);
}

/** Dice whose face changed, or that came back active (rolled), between two states. */
function changedDice(before: GameState, after: GameState): string[] {
  const changed: string[] = [];
  for (const id in after.dice) {
    const was = before.dice[id];
    const now = after.dice[id];
    if (!was || !now) continue;
    const rolled = was.location !== 'active' && now.location === 'active';
    if (rolled || was.level !== now.level) changed.push(id);
  }
  return changed;
}

export interface CommandOptions {
  /** When the command arrived (epoch ms): runs the clocks up to then. */
  now?: number;
}

/**
 * Applies one command. With `options.now` the clocks are run up to that moment first; when
 * a clock has run out by then, the game ends by time and the command itself is not applied.
 */
export function applyCommand(
  state: GameState,
  context: EngineContext,
  actor: string | null,
  command: GameCommand,
  options: CommandOptions = {},
): CommandResult {
  const { now } = options;
  if (state.rulesVersion !== RULES_VERSION) return { state, error: RULES_VERSION_MISMATCH };
  try {
    // Only when the clock has nothing to end: time running out is a change.
    const clockExpired = now !== undefined && (clockDeadline(state) ?? Infinity) <= now;
    if (!clockExpired && changesNothing(state, actor, command)) return { state, unchanged: true };
    const next = copyState(state);
    if (now !== undefined && advanceClock(next, now)) {
      // As expireClocks does (a replay must match): the game ends, the dice stay as marked.
      endByClock(next, clockDeadline(state) ?? now);
      next.version += 1;
      return { state: next };
    }
    const error = apply(next, context, actor, command, now);
    if (error) return { state, error };
    refreshTurnDecision(next, context);
    run(next, context);
    next.newDice = changedDice(state, next);
    if (now !== undefined && next.phase === 'gameover' && !next.finishedAt)
      next.finishedAt = new Date(now).toISOString();
    next.version += 1;
    return { state: next };
  } catch (err) {
    return { state, error: `Internal error: ${err instanceof Error ? err.message : String(err)}` };
  }
}
