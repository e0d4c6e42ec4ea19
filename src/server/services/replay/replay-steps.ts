/**
 * Replays are a seed + setup + command log folded through the rules engine. This module turns
 * such a log into the tagged steps the replay controls walk through; it knows nothing of the
 * engine itself, which plugs in through `ReplayReducer` (see engine-replay.ts).
 */
import type { ReplayCommand, ReplayStep, ReplayStepTag } from '../../../protocol/results';

export interface StoredReplay {
  seed: string;
  setup: unknown;
  commands: ReplayCommand[];
}

/** Where a game stands, as far as step tags care. */
export interface ReplayMoment {
  round: number;
  phase: string;
  /** Changes whenever a new turn begins; null outside player turns. */
  turn: string | null;
  attack: 'none' | 'declared' | 'defended';
  over: boolean;
}

/** The engine as the replay needs it: start from the seed, apply one command, show a state. */
export interface ReplayReducer<State> {
  start(replay: StoredReplay): State;
  /** The state after the command; a refused command may return the state unchanged. */
  apply(state: State, entry: ReplayCommand): State;
  moment(state: State): ReplayMoment;
  /** What the board shows for this state (the spectator's view). */
  view(state: State): unknown;
}

/** The tag of the step that moved the game from `before` to `after`. */
export function classifyMoment(before: ReplayMoment, after: ReplayMoment): ReplayStepTag {
  if (after.over && !before.over) return 'end';
  if (after.round > before.round || (after.phase === 'prepare' && before.phase !== 'prepare')) {
    return 'prepare';
  }
  if (after.turn !== null && after.turn !== before.turn) return 'begin-turn';
  if (before.attack === 'none' && after.attack === 'declared') return 'attackers-declared';
  if (before.attack === 'declared' && after.attack === 'defended') return 'defenders-declared';
  if (before.attack !== 'none' && after.attack === 'none') return 'battle-resolved';
  return 'ability';
}

function sameMoment(a: ReplayMoment, b: ReplayMoment): boolean {
  return (
    a.round === b.round &&
    a.phase === b.phase &&
    a.turn === b.turn &&
    a.attack === b.attack &&
    a.over === b.over
  );
}

/**
 * Step 0 is the opening state (tagged prepare); every command that changed the game adds a
 * step tagged by what it did; the last step is always tagged end. Yields after each command
 * so a caller can pause; returns the steps.
 */
function* replaySteps<State>(
  reducer: ReplayReducer<State>,
  replay: StoredReplay,
): Generator<void, ReplayStep[]> {
  let state = reducer.start(replay);
  let moment = reducer.moment(state);
  let lastView = JSON.stringify(reducer.view(state));
  const steps: ReplayStep[] = [{ tag: 'prepare', state: JSON.parse(lastView) as unknown }];
  for (const entry of replay.commands) {
    yield;
    state = reducer.apply(state, entry);
    const next = reducer.moment(state);
    const view = JSON.stringify(reducer.view(state));
    // A refused or invisible command (nothing the board would show changed) is not a step.
    if (view === lastView && sameMoment(moment, next)) continue;
    steps.push({ tag: classifyMoment(moment, next), state: JSON.parse(view) as unknown });
    moment = next;
    lastView = view;
    if (next.over) break;
  }
  const last = steps[steps.length - 1];
  if (last && last.tag !== 'end') {
    if (steps.length === 1) steps.push({ tag: 'end', state: last.state });
    else last.tag = 'end';
  }
  return steps;
}

export function buildReplaySteps<State>(
  reducer: ReplayReducer<State>,
  replay: StoredReplay,
): ReplayStep[] {
  const run = replaySteps(reducer, replay);
  for (;;) {
    const next = run.next();
    if (next.done) return next.value;
  }
}

/**
 * The same, giving the event loop a turn every `batch` commands: a long game takes seconds
 * to play back and the server keeps answering meanwhile.
 */
export async function buildReplayStepsAsync<State>(
  reducer: ReplayReducer<State>,
  replay: StoredReplay,
  batch = 20,
): Promise<ReplayStep[]> {
  const run = replaySteps(reducer, replay);
  for (let count = 1; ; count++) {
    const next = run.next();
    if (next.done) return next.value;
    if (count % batch === 0) await new Promise<void>((resolve) => setImmediate(resolve));
  }
}
