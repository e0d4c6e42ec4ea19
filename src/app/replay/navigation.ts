/**
 * Moving through a replay's steps (lobby-and-results.md section 4, Replay). Every function
 * takes the step tags and the current index and returns the new index; none goes below 0 or
 * past the last step.
 */
import type { ReplayStepTag } from '../../protocol/results';

type Tags = readonly ReplayStepTag[];

function last(tags: Tags): number {
  return Math.max(tags.length - 1, 0);
}

function nextTagged(tags: Tags, index: number, wanted: readonly ReplayStepTag[]): number {
  if (index >= last(tags)) return last(tags);
  for (let i = index + 1; i < tags.length; i++) {
    const tag = tags[i];
    if (tag !== undefined && wanted.includes(tag)) return i;
  }
  return last(tags);
}

function previousTagged(tags: Tags, index: number, wanted: readonly ReplayStepTag[]): number {
  for (let i = Math.min(index, tags.length) - 1; i >= 0; i--) {
    const tag = tags[i];
    if (tag !== undefined && wanted.includes(tag)) return i;
  }
  return 0;
}

/** Forward one step. */
export function stepForward(tags: Tags, index: number): number {
  return Math.min(index + 1, last(tags));
}

/** Back one step, never below 0. */
export function stepBack(_tags: Tags, index: number): number {
  return Math.max(index - 1, 0);
}

/** To the next Start of Turn or the Game End; stays put at the last step. */
export function turnForward(tags: Tags, index: number): number {
  return nextTagged(tags, index, ['begin-turn', 'end']);
}

/** To the previous Start of Turn or Start of Round. */
export function turnBack(tags: Tags, index: number): number {
  return previousTagged(tags, index, ['begin-turn', 'prepare']);
}

/** To the next Start of Round or the Game End. */
export function roundForward(tags: Tags, index: number): number {
  return nextTagged(tags, index, ['prepare', 'end']);
}

/** To the previous Start of Round. */
export function roundBack(tags: Tags, index: number): number {
  return previousTagged(tags, index, ['prepare']);
}

export function isLastStep(tags: Tags, index: number): boolean {
  return index >= last(tags);
}
