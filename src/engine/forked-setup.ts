/**
 * The setup of a game forked from a replay step: where it came from, its secret seed and the
 * state it starts in (made by `forkGame`). A forked game is this setup and its command log,
 * as any other game is its GameSetup and log, so it is stored, rebuilt after a restart and
 * replayed the same way.
 */
import { copyState } from './copy';
import type { GameState } from './state';

export interface ForkedSetup {
  kind: 'fork';
  /** The fork's own secret seed (also in `state`): a replay names its seed beside the setup. */
  seed: string;
  /** The game and the replay step it was forked from. */
  from: { gameId: string; step: number };
  state: GameState;
}

function isObject(value: unknown): value is object {
  return typeof value === 'object' && value !== null;
}

/**
 * A stored forked setup, as far as its shape can be checked without replaying it: the state is
 * the server's own (it never comes from a client), so its two sides, cards and random state
 * are enough to tell it from a GameSetup or garbage.
 */
export function isForkedSetup(value: unknown): value is ForkedSetup {
  if (!isObject(value) || !('kind' in value) || value.kind !== 'fork') return false;
  if (!('seed' in value) || typeof value.seed !== 'string') return false;
  if (!('from' in value) || !isObject(value.from)) return false;
  if (!('state' in value) || !isObject(value.state)) return false;
  const state = value.state;
  if (!('players' in state) || !isObject(state.players)) return false;
  if (Object.keys(state.players).length !== 2) return false;
  return 'cards' in state && isObject(state.cards) && 'random' in state && isObject(state.random);
}

/**
 * The forked setup as it is stored: its state written as JSON and read back, so the game a
 * node starts from is exactly the one a restart rebuilds from the database.
 */
export function forkedSetup(
  state: GameState,
  from: ForkedSetup['from'],
): ForkedSetup | { error: string } {
  const stored: unknown = JSON.parse(
    JSON.stringify({ kind: 'fork', seed: state.seed, from, state }),
  );
  return isForkedSetup(stored) ? stored : { error: 'The forked game could not be stored' };
}

/** The state a forked game starts in (a copy: the setup stays as stored). */
export function forkedStart(setup: ForkedSetup): GameState {
  return copyState(setup.state);
}
