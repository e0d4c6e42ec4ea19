/** The six Master Set precons (ids 1–6 of precon-core.json) that self-play pits against each other. */
export const MASTER_SET_PRECONS = [1, 2, 3, 4, 5, 6];

/** `count` pairings of Master Set precon ids, cycling through every ordered pair. */
export function pairings(count: number): [number, number][] {
  const pairs: [number, number][] = [];
  for (const a of MASTER_SET_PRECONS) for (const b of MASTER_SET_PRECONS) pairs.push([a, b]);
  return Array.from({ length: count }, (_, i) => pairs[i % pairs.length] as [number, number]);
}
