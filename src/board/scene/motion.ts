/**
 * Card and die transitions: a node given a new place glides there over TRANSITION_MS, eased out,
 * so the eye can follow what moved. Frames are asked for only while a glide runs.
 */
import type { Motion } from './nodes';
import { TRANSITION_MS } from './nodes';

export interface Movable {
  motion: Motion | null;
  x: number;
  y: number;
  position: { set(x: number, y: number): void };
}

function easeOut(t: number): number {
  return 1 - (1 - t) ** 3;
}

/** Starts a glide to (x, y), unless the node is already there or on its way. */
export function glideTo(node: Movable, x: number, y: number, now: number): void {
  const target = node.motion
    ? { x: node.motion.toX, y: node.motion.toY }
    : { x: node.x, y: node.y };
  if (Math.abs(target.x - x) < 0.5 && Math.abs(target.y - y) < 0.5) return;
  node.motion = { fromX: node.x, fromY: node.y, toX: x, toY: y, start: now };
}

/** Advances a node's glide; true while it still runs. */
export function stepMotion(node: Movable, now: number): boolean {
  const m = node.motion;
  if (!m) return false;
  const t = Math.min(1, (now - m.start) / TRANSITION_MS);
  const k = easeOut(Math.max(0, t));
  node.position.set(m.fromX + (m.toX - m.fromX) * k, m.fromY + (m.toY - m.fromY) * k);
  if (t >= 1) {
    node.motion = null;
    return false;
  }
  return true;
}
