/**
 * The game clocks. The engine stays pure: time enters only as an argument (epoch ms) and is
 * kept in the state (clock.at), so the same commands at the same times give the same game.
 *
 * - Chess: each player has clock.seconds; the time of the player the game waits on (the one
 *   with the pending decision) runs, so a reaction window or a blocking choice runs the
 *   defender's clock. At zero that player loses ('time').
 * - Timer: one clock for the whole game; at zero the time-limit rule decides ('time limit').
 */
import { copyState } from './copy';
import { endByTime, endByTimeLimit } from './ending';
import type { GameState, PlayerId } from './state';

/** How far a client's clockZero may be ahead of the server's clock and still be accepted. */
export const CLOCK_ZERO_TOLERANCE_MS = 1000;

/** The player whose chess clock runs: the one the game waits on. */
export function clockRunner(state: GameState): PlayerId | null {
  if (state.phase === 'gameover') return null;
  return state.decision?.player ?? state.turn?.player ?? null;
}

function running(state: GameState): boolean {
  return state.clock.type !== 'none' && state.phase !== 'gameover';
}

/** Milliseconds left on the clock that runs now, or null when none runs. */
function msLeft(state: GameState): number | null {
  if (!running(state)) return null;
  if (state.clock.type === 'timer') return (state.clock.gameLeft ?? state.clock.seconds) * 1000;
  const runner = clockRunner(state);
  return runner ? state.players[runner].clockSeconds * 1000 : null;
}

/**
 * Charges the time since clock.at to the running clock (mutates a private copy). The first
 * time given only starts the clock. Returns true when the running clock reached zero.
 */
export function advanceClock(state: GameState, now: number): boolean {
  if (!running(state)) return false;
  const clock = state.clock;
  if (clock.at === undefined || clock.at === null) {
    clock.at = now;
    return false;
  }
  const elapsed = Math.max(0, now - clock.at) / 1000;
  clock.at = Math.max(clock.at, now);
  if (clock.type === 'timer') {
    clock.gameLeft = Math.max(0, (clock.gameLeft ?? clock.seconds) - elapsed);
    return clock.gameLeft <= 0;
  }
  const runner = clockRunner(state);
  if (!runner) return false;
  const player = state.players[runner];
  player.clockSeconds = Math.max(0, player.clockSeconds - elapsed);
  return player.clockSeconds <= 0;
}

/** Ends the game by the running clock (mutates); `now` is when it ran out. */
export function endByClock(state: GameState, now: number): void {
  if (state.clock.type === 'timer') {
    state.clock.gameLeft = 0;
    endByTimeLimit(state);
  } else {
    const loser = clockRunner(state);
    if (!loser) return;
    state.players[loser].clockSeconds = 0;
    endByTime(state, loser);
  }
  state.finishedAt = new Date(now).toISOString();
}

/** Whether the running clock (charged up to now) is at zero, within the clockZero tolerance. */
export function clockNearlyOut(state: GameState): boolean {
  const left = msLeft(state);
  return left !== null && left <= CLOCK_ZERO_TOLERANCE_MS;
}

/**
 * The state at `now` when a clock has run out by then (the game ended by time), otherwise
 * the same state object: nothing is stored when no clock ran out.
 */
export function expireClocks(state: GameState, now: number): GameState {
  if (!running(state) || state.clock.at === undefined || state.clock.at === null) return state;
  const next = copyState(state);
  if (!advanceClock(next, now)) return state;
  endByClock(next, Math.min(now, clockDeadline(state) ?? now));
  next.version += 1;
  return next;
}

/** Epoch ms at which the running clock reaches zero, or null when no clock runs. */
export function clockDeadline(state: GameState): number | null {
  const at = state.clock.at;
  const left = msLeft(state);
  if (at === undefined || at === null || left === null) return null;
  return at + Math.ceil(left);
}

/** Whole seconds left for the view (rounded up: a clock shows 0 only once it has run out). */
export function secondsShown(seconds: number): number {
  return Math.max(0, Math.ceil(seconds - 1e-9));
}
