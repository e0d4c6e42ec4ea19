/**
 * Card and die transitions: a node given a new place glides there over TRANSITION_MS, eased out,
 * so the eye can follow what moved. Frames are asked for only while a glide runs. A reader who
 * asked their system for reduced motion gets every node at its new place at once (placeAt).
 */

/** The spec's card transition. */
export const TRANSITION_MS = 300;

/** Target geometry and a running position tween. */
export interface Motion {
  fromX: number;
  fromY: number;
  toX: number;
  toY: number;
  start: number;
}

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

/** Puts a node at (x, y) now, ending any glide it was on. */
export function placeAt(node: Movable, x: number, y: number): void {
  node.motion = null;
  node.position.set(x, y);
}

/** Glides a node to (x, y), or puts it there at once for a reader of reduced motion. */
export function moveNode(node: Movable, x: number, y: number, now: number, reduced: boolean): void {
  if (reduced) placeAt(node, x, y);
  else glideTo(node, x, y, now);
}

/** How many nodes of the groups (cards, dice) are gliding now. */
export function glidingCount(...groups: Iterable<Movable>[]): number {
  let count = 0;
  for (const nodes of groups) for (const node of nodes) if (node.motion) count += 1;
  return count;
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

/** Advances the glides of every node of the groups; true while any still runs. Run each frame of a
 * glide, so it walks the groups as they are rather than copying them. */
export function stepAll(now: number, ...groups: Iterable<Movable>[]): boolean {
  let running = false;
  for (const nodes of groups) for (const node of nodes) running = stepMotion(node, now) || running;
  return running;
}
