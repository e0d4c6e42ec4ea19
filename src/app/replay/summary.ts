/** A few facts of a replay step's game view, for the replay panel's text summary. */
export interface StepSummary {
  round: number | null;
  phase: string | null;
  winner: string | null;
  players: { name: string; life: number | null }[];
}

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

function num(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** Reads a step's state defensively: replay files come from outside. */
export function summariseStep(state: unknown): StepSummary {
  const view = record(state);
  const players = record(view?.players) ?? {};
  return {
    round: num(view?.round),
    phase: typeof view?.currentPhase === 'string' ? view.currentPhase : null,
    winner: typeof view?.winner === 'string' ? view.winner : null,
    players: Object.entries(players).map(([name, value]) => {
      const phoenixborn = record(record(value)?.phoenixborn);
      const life = num(phoenixborn?.life);
      const damage = num(record(phoenixborn?.tokens)?.damage) ?? 0;
      return { name, life: life === null ? null : Math.max(0, life - damage) };
    }),
  };
}
