/** The six Master Set precons (ids 1–6 of precon-core.json) that self-play pits against each other. */
export const MASTER_SET_PRECONS = [1, 2, 3, 4, 5, 6];

/** `count` pairings of precon ids (the Master Set's unless said), cycling through every ordered pair. */
export function pairings(
  count: number,
  ids: readonly number[] = MASTER_SET_PRECONS,
): [number, number][] {
  const pairs: [number, number][] = [];
  for (const a of ids) for (const b of ids) pairs.push([a, b]);
  return Array.from({ length: count }, (_, i) => pairs[i % pairs.length] as [number, number]);
}
