import type { PileName } from '../../protocol/game';
import { dragTargets } from './dragMatrix';
import type { DragPermission } from './dragMatrix';

/**
 * Pointer gestures on a card as an explicit state machine:
 * idle → pressed (pointer down on a card) → dragging (moved past the threshold) → idle.
 * A press released without dragging is a click; a drag released over an allowed pile is a drop.
 */
export const DRAG_THRESHOLD_PX = 6;

export interface Point {
  x: number;
  y: number;
}

export interface DragSubject {
  uuid: string;
  source: PileName;
  permission: DragPermission;
}

export type DragState =
  | { kind: 'idle' }
  | { kind: 'pressed'; subject: DragSubject; start: Point }
  | {
      kind: 'dragging';
      subject: DragSubject;
      start: Point;
      at: Point;
      targets: readonly PileName[];
      over: PileName | null;
    };

export type DragEvent =
  | { type: 'down'; subject: DragSubject; at: Point }
  | { type: 'move'; at: Point; over: PileName | null }
  | { type: 'up'; over: PileName | null }
  | { type: 'cancel' };

export type DragEffect =
  | { kind: 'none' }
  | { kind: 'click'; uuid: string }
  | { kind: 'drop'; uuid: string; source: PileName; target: PileName };

export interface DragStep {
  state: DragState;
  effect: DragEffect;
}

export const IDLE: DragState = { kind: 'idle' };
const NONE: DragEffect = { kind: 'none' };

function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

/** Pure transition function: the next state and what to do about it. */
export function dragStep(state: DragState, event: DragEvent): DragStep {
  switch (event.type) {
    case 'down':
      return { state: { kind: 'pressed', subject: event.subject, start: event.at }, effect: NONE };
    case 'cancel':
      return { state: IDLE, effect: NONE };
    case 'move': {
      if (state.kind === 'idle') return { state, effect: NONE };
      if (state.kind === 'pressed') {
        if (distance(state.start, event.at) < DRAG_THRESHOLD_PX) return { state, effect: NONE };
        const targets = dragTargets(state.subject.source, state.subject.permission);
        // A card that may not move stays a (possible) click; the gesture just ends as nothing.
        if (targets.length === 0) return { state: IDLE, effect: NONE };
        return {
          state: {
            kind: 'dragging',
            subject: state.subject,
            start: state.start,
            at: event.at,
            targets,
            over: acceptedTarget(targets, state.subject.source, event.over),
          },
          effect: NONE,
        };
      }
      return {
        state: {
          ...state,
          at: event.at,
          over: acceptedTarget(state.targets, state.subject.source, event.over),
        },
        effect: NONE,
      };
    }
    case 'up': {
      if (state.kind === 'pressed') {
        return { state: IDLE, effect: { kind: 'click', uuid: state.subject.uuid } };
      }
      if (state.kind === 'dragging') {
        const target = acceptedTarget(state.targets, state.subject.source, event.over);
        if (!target) return { state: IDLE, effect: NONE };
        return {
          state: IDLE,
          effect: {
            kind: 'drop',
            uuid: state.subject.uuid,
            source: state.subject.source,
            target,
          },
        };
      }
      return { state, effect: NONE };
    }
  }
}

function acceptedTarget(
  targets: readonly PileName[],
  source: PileName,
  over: PileName | null,
): PileName | null {
  if (!over || over === source) return null;
  return targets.includes(over) ? over : null;
}
