/**
 * Replays written as patches (replay format 2): the first step carries the whole board, every
 * later step only the view-patch ops (view-patch.ts) that turn the step before into it, and the
 * game log travels once, beside the steps; each step says how many log lines it adds. A whole
 * game then zips to a few tens of KB instead of a full board per step.
 *
 * Replays of format 1 (every step a whole view, its log's tail included) have no `version`.
 * `readReplayFile` reads both and rebuilds the steps of format 2 as whole views, so the viewer
 * knows one kind of replay only; what it cannot read it refuses with the reason.
 */
import type { PatchedReplay, Replay, ReplayStep, ReplayStepTag } from './results';
import { isReplayStepTag } from './results';
import { applyPatch, diffJson, isPatchOps, PatchMismatch } from './view-patch';
import type { JsonObject, JsonValue, PatchOp } from './view-patch';

export const PATCHED_REPLAY_VERSION = 2;

/** Step 0: the board as the game began (without its log) and the log lines it shows. */
export interface ReplayFirstStep {
  tag: ReplayStepTag;
  state: JsonObject;
  log: number;
}

/** A later step: the ops from the step before (log left out) and the log lines it adds. */
export interface ReplayPatchStep {
  tag: ReplayStepTag;
  patch: PatchOp[];
  log: number;
}

/** The steps and log of a format 2 replay, as the server writes them into the replay. */
export interface PatchedReplaySteps {
  version: typeof PATCHED_REPLAY_VERSION;
  /** The game log, once: step n shows its first (sum of `log` of steps 0..n) lines. */
  log: JsonValue[];
  steps: [ReplayFirstStep, ...ReplayPatchStep[]];
}

/** A replay file or answer that is not a readable replay; the message says what is wrong. */
export class ReplayFormatError extends Error {}

function isJsonObject(value: JsonValue | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

/** The board of a view and its log, apart. */
function splitLog(view: JsonObject): { board: JsonObject; log: JsonValue[] } {
  const { messages, ...board } = view;
  return { board, log: Array.isArray(messages) ? messages : [] };
}

/**
 * Writes a replay's steps as patches, one whole view at a time, holding only the view before.
 * Each view's log (`messages`) must begin with the log of the view before: the game log only
 * grows.
 */
export class ReplayPatchWriter {
  private readonly log: JsonValue[] = [];
  private readonly steps: ReplayPatchStep[] = [];
  private first: ReplayFirstStep | null = null;
  private board: JsonObject | null = null;

  add(tag: ReplayStepTag, view: JsonObject): void {
    const { board, log } = splitLog(view);
    const known = this.log.length;
    if (log.length < known || (known > 0 && !sameLine(log[known - 1], this.log[known - 1]))) {
      throw new ReplayFormatError('The game log lost lines between two steps');
    }
    const added = log.slice(known);
    this.log.push(...added);
    if (this.first === null || this.board === null) {
      this.first = { tag, state: board, log: added.length };
    } else {
      this.steps.push({ tag, patch: diffJson(this.board, board), log: added.length });
    }
    this.board = board;
  }

  /** Changes the tag of the last step written (a replay always ends with an end step). */
  retagLast(tag: ReplayStepTag): void {
    const last = this.steps.at(-1) ?? this.first;
    if (last) last.tag = tag;
  }

  get count(): number {
    return this.first === null ? 0 : this.steps.length + 1;
  }

  finish(): PatchedReplaySteps {
    if (!this.first) throw new ReplayFormatError('A replay needs at least one step');
    return { version: PATCHED_REPLAY_VERSION, log: this.log, steps: [this.first, ...this.steps] };
  }
}

/** Log lines are compared by their id when they have one (the engine numbers them). */
function sameLine(a: JsonValue | undefined, b: JsonValue | undefined): boolean {
  if (isJsonObject(a) && isJsonObject(b) && typeof a.mid === 'number') return a.mid === b.mid;
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Checks the steps and log of an untrusted format 2 replay; throws what is wrong. */
export function parsePatchedSteps(replay: Record<string, unknown>): PatchedReplaySteps {
  const { log, steps } = replay;
  if (!Array.isArray(log)) throw new ReplayFormatError('The replay has no game log');
  if (!Array.isArray(steps) || steps.length === 0) {
    throw new ReplayFormatError('The replay has no steps');
  }
  const [first, ...rest]: unknown[] = steps;
  if (!isRecord(first) || !isReplayStepTag(first.tag) || !isCount(first.log)) {
    throw new ReplayFormatError('The first step of the replay is not a step');
  }
  const state: unknown = first.state;
  if (!isRecord(state) || !isJsonValue(state)) {
    throw new ReplayFormatError('The first step of the replay has no board');
  }
  if (!log.every(isJsonValue))
    throw new ReplayFormatError('The game log of the replay is not JSON');
  const patched: ReplayPatchStep[] = rest.map((step, i) => {
    if (!isRecord(step) || !isReplayStepTag(step.tag) || !isCount(step.log)) {
      throw new ReplayFormatError(`Step ${i + 2} of the replay is not a step`);
    }
    if (!isPatchOps(step.patch)) {
      throw new ReplayFormatError(`Step ${i + 2} of the replay has no readable patch`);
    }
    return { tag: step.tag, patch: step.patch, log: step.log };
  });
  const lines = patched.reduce((sum, step) => sum + step.log, first.log);
  if (lines > log.length) throw new ReplayFormatError('The replay shows more log than it holds');
  return {
    version: PATCHED_REPLAY_VERSION,
    log,
    steps: [{ tag: first.tag, state, log: first.log }, ...patched],
  };
}

/** Whether parsed JSON holds only JSON (it always does; this gives it its type back). */
function isJsonValue(value: unknown): value is JsonValue {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(isJsonValue);
  return isRecord(value) && Object.values(value).every(isJsonValue);
}

/**
 * Every step as a whole view, its log up to that step included: step n is step n-1 with its
 * patch applied (boards share what a patch did not touch). A patch that does not fit the step
 * before is a broken file.
 */
export function replayStepsOf(replay: PatchedReplaySteps): ReplayStep[] {
  const [first, ...rest] = replay.steps;
  let board: JsonValue = first.state;
  let shown = first.log;
  const steps: ReplayStep[] = [
    { tag: first.tag, state: { ...first.state, messages: replay.log.slice(0, shown) } },
  ];
  rest.forEach((step, i) => {
    try {
      board = applyPatch(board, step.patch);
    } catch (error) {
      if (!(error instanceof PatchMismatch)) throw error;
      throw new ReplayFormatError(`Step ${i + 2} of the replay does not follow the step before`);
    }
    if (!isJsonObject(board)) {
      throw new ReplayFormatError(`Step ${i + 2} of the replay is not a board`);
    }
    shown += step.log;
    steps.push({ tag: step.tag, state: { ...board, messages: replay.log.slice(0, shown) } });
  });
  return steps;
}

/** A format name as games store them: lowercase letters, digits and dashes. */
const FORMAT_NAME = /^[a-z0-9-]{1,40}$/;

/** The steps of a format 1 replay, each a whole view. */
function fullSteps(steps: unknown): ReplayStep[] {
  if (!Array.isArray(steps) || steps.length === 0) {
    throw new ReplayFormatError('The replay has no steps');
  }
  return steps.map((step: unknown, i) => {
    if (!isRecord(step) || !isReplayStepTag(step.tag)) {
      throw new ReplayFormatError(`Step ${i + 1} of the replay is not a step`);
    }
    return { tag: step.tag, state: step.state };
  });
}

/**
 * Reads the JSON of a replay file or answer, `{success, replay}`, of either format, with every
 * step a whole view; throws `ReplayFormatError` saying what is wrong with it.
 */
export function readReplayFile(value: unknown): Replay {
  if (!isRecord(value) || value.success !== true || !isRecord(value.replay)) {
    throw new ReplayFormatError('The file does not hold a replay');
  }
  const replay = value.replay;
  if (typeof replay.gameId !== 'string') throw new ReplayFormatError('The replay names no game');
  let steps: ReplayStep[];
  if (replay.version === undefined) steps = fullSteps(replay.steps);
  else if (replay.version === PATCHED_REPLAY_VERSION) {
    steps = replayStepsOf(parsePatchedSteps(replay));
  } else {
    throw new ReplayFormatError(`Replay format ${String(replay.version)} is not known here`);
  }
  return {
    gameId: replay.gameId,
    name: typeof replay.name === 'string' ? replay.name : replay.gameId,
    players: Array.isArray(replay.players) ? replay.players.map(String) : [],
    ...(typeof replay.format === 'string' && FORMAT_NAME.test(replay.format)
      ? { format: replay.format }
      : {}),
    steps,
  };
}

/** A whole replay in format 2, from the game's names and its steps written as patches. */
export function patchedReplay(
  names: Omit<Replay, 'steps'>,
  steps: PatchedReplaySteps,
): PatchedReplay {
  return { ...names, ...steps };
}
