import type { RatingChange } from '../../protocol/lobby';

/** A player's new Elo on the win splash with the change: "1516 (+16)", "1484 (-16)". */
export function ratingChangeText(change: Pick<RatingChange, 'before' | 'after'>): string {
  const delta = change.after - change.before;
  const sign = delta > 0 ? '+' : delta < 0 ? '−' : '±';
  return `${change.after} (${sign}${Math.abs(delta)})`;
}

/** The change of the named player, if the game moved their rating. */
export function ratingChangeOf(
  changes: readonly RatingChange[] | undefined,
  name: string,
): RatingChange | undefined {
  return changes?.find((change) => change.name === name);
}
