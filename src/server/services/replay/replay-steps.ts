/**
 * Replays are a seed + setup + command log folded through the rules engine. This module turns
 * such a log into the tagged steps the replay controls walk through; it knows nothing of the
 * engine itself, which plugs in through `ReplayReducer` (see engine-replay.ts).
 */
import { ReplayPatchWriter } from '../../../protocol/replay-format';
import type { PatchedReplaySteps } from '../../../protocol/replay-format';
import type { ReplayCommand, ReplayStep, ReplayStepTag } from '../../../protocol/results';
import { jsonEqual, toJson } from '../../../protocol/view-patch';
import type { JsonObject } from '../../../protocol/view-patch';

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

/** Where the steps go as they are found: whole views (format 1) or patches (format 2). */
export interface ReplayStepWriter<Result> {
  add(tag: ReplayStepTag, view: JsonObject): void;
  retagLast(tag: ReplayStepTag): void;
  readonly count: number;
  finish(): Result;
}

/**
 * Format 1, every step a whole view: what replays were before patches, kept to compare
 * against and for the tests of step tagging. With `logTail`, each step keeps only the last
 * lines of its log, as format 1 did.
 */
export class FullStepWriter implements ReplayStepWriter<ReplayStep[]> {
  private readonly steps: ReplayStep[] = [];
  constructor(private readonly logTail: number | null = null) {}
  add(tag: ReplayStepTag, view: JsonObject): void {
    const messages = view.messages;
    const state =
      this.logTail !== null && Array.isArray(messages)
        ? { ...view, messages: messages.slice(-this.logTail) }
        : view;
    this.steps.push({ tag, state });
  }
  retagLast(tag: ReplayStepTag): void {
    const last = this.steps.at(-1);
    if (last) last.tag = tag;
  }
  get count(): number {
    return this.steps.length;
  }
  finish(): ReplayStep[] {
    return this.steps;
  }
}

function viewOf<State>(reducer: ReplayReducer<State>, state: State): JsonObject {
  const view = toJson(reducer.view(state));
  if (typeof view !== 'object' || view === null || Array.isArray(view)) {
    throw new Error('A replay view must be an object');
  }
  return view;
}

/** One step of a replay: the state it shows, the view of it, and what changed it. */
interface ReplayStepState<State> {
  state: State;
  view: JsonObject;
  tag: ReplayStepTag;
}

/**
 * Step 0 is the opening state (tagged prepare); every command that changed the game adds a
 * step tagged by what it did, until the game is over. Yields null after each command so a
 * caller can pause.
 */
function* stepStates<State>(
  reducer: ReplayReducer<State>,
  replay: StoredReplay,
): Generator<ReplayStepState<State> | null> {
  let state = reducer.start(replay);
  let moment = reducer.moment(state);
  let lastView = viewOf(reducer, state);
  yield { state, view: lastView, tag: 'prepare' };
  for (const entry of replay.commands) {
    yield null;
    state = reducer.apply(state, entry);
    const next = reducer.moment(state);
    const view = viewOf(reducer, state);
    // A refused or invisible command (nothing the board would show changed) is not a step.
    if (sameMoment(moment, next) && jsonEqual(view, lastView)) continue;
    yield { state, view, tag: classifyMoment(moment, next) };
    moment = next;
    lastView = view;
    if (next.over) break;
  }
}

/** The steps written by `writer`; the last step is always tagged end. */
function* replaySteps<State, Result>(
  reducer: ReplayReducer<State>,
  replay: StoredReplay,
  writer: ReplayStepWriter<Result>,
): Generator<void, Result> {
  let last: ReplayStepState<State> | null = null;
  for (const step of stepStates(reducer, replay)) {
    if (step === null) {
      yield;
      continue;
    }
    writer.add(step.tag, step.view);
    last = step;
  }
  if (last && last.tag !== 'end') {
    if (writer.count === 1) writer.add('end', last.view);
    else writer.retagLast('end');
  }
  return writer.finish();
}

/**
 * The state replay step `index` shows (0: the opening, as the replay controls count them
 * from 0), found by playing the log as the replay's build does, so the numbers agree when the
 * reducer's views are the replay's own; null past the last step. Gives the event loop a turn
 * every `batch` commands.
 */
export async function stateAtStep<State>(
  reducer: ReplayReducer<State>,
  replay: StoredReplay,
  index: number,
  batch = 20,
): Promise<State | null> {
  let count = 0;
  let commands = 0;
  let last: State | null = null;
  for (const step of stepStates(reducer, replay)) {
    if (step === null) {
      commands += 1;
      if (commands % batch === 0) await new Promise<void>((resolve) => setImmediate(resolve));
      continue;
    }
    if (count === index) return step.state;
    count += 1;
    last = step.state;
  }
  // A replay of a single step shows it twice (the opening, then the end).
  return count === 1 && index === 1 ? last : null;
}

function runToEnd<Result>(run: Generator<void, Result>): Result {
  for (;;) {
    const next = run.next();
    if (next.done) return next.value;
  }
}

/**
 * Runs a build giving the event loop a turn every `batch` commands: a long game takes
 * seconds to play back and the server keeps answering meanwhile.
 */
async function runYielding<Result>(run: Generator<void, Result>, batch: number): Promise<Result> {
  for (let count = 1; ; count++) {
    const next = run.next();
    if (next.done) return next.value;
    if (count % batch === 0) await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

/** Format 1: every step a whole view (`logTail`: the last lines of the log kept per step). */
export function buildReplaySteps<State>(
  reducer: ReplayReducer<State>,
  replay: StoredReplay,
  logTail: number | null = null,
): ReplayStep[] {
  return runToEnd(replaySteps(reducer, replay, new FullStepWriter(logTail)));
}

/** Format 2: the first view, then a patch per step, the log once. */
export function buildPatchedReplay<State>(
  reducer: ReplayReducer<State>,
  replay: StoredReplay,
): PatchedReplaySteps {
  return runToEnd(replaySteps(reducer, replay, new ReplayPatchWriter()));
}

export function buildPatchedReplayAsync<State>(
  reducer: ReplayReducer<State>,
  replay: StoredReplay,
  batch = 20,
): Promise<PatchedReplaySteps> {
  return runYielding(replaySteps(reducer, replay, new ReplayPatchWriter()), batch);
}
