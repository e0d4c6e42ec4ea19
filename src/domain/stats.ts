/**
 * Win/loss tables of the results and profile stats screens: one row per Phoenixborn (or deck),
 * sorted by win rate, highest first, then a Total row.
 */

export interface StatsRow {
  name: string;
  wins: number;
  losses: number;
  total: number;
  /** Whole percentage of wins over games, rounded. */
  winRate: number;
}

export interface GameOutcome {
  /** What the row is keyed by: a Phoenixborn name or a deck name. */
  name: string;
  won: boolean;
}

export const TOTAL_ROW_NAME = 'Total';

/** Rounded percentage of wins; 0 when there were no games. */
export function winRate(wins: number, total: number): number {
  return total === 0 ? 0 : Math.round((wins / total) * 100);
}

/**
 * Rows by name sorted by exact win rate (ties: more games first, then by name), ending with
 * the Total row. No games gives no rows, so the screen shows its empty text.
 */
export function statsTable(outcomes: readonly GameOutcome[]): StatsRow[] {
  if (outcomes.length === 0) return [];
  const byName = new Map<string, { wins: number; total: number }>();
  for (const outcome of outcomes) {
    const entry = byName.get(outcome.name) ?? { wins: 0, total: 0 };
    entry.total += 1;
    if (outcome.won) entry.wins += 1;
    byName.set(outcome.name, entry);
  }
  const rows = [...byName.entries()]
    .sort(
      ([nameA, a], [nameB, b]) =>
        b.wins / b.total - a.wins / a.total || b.total - a.total || nameA.localeCompare(nameB),
    )
    .map(([name, { wins, total }]) => row(name, wins, total));
  const wins = outcomes.filter((outcome) => outcome.won).length;
  return [...rows, row(TOTAL_ROW_NAME, wins, outcomes.length)];
}

function row(name: string, wins: number, total: number): StatsRow {
  return { name, wins, losses: total - wins, total, winRate: winRate(wins, total) };
}
