import type { HostedGameSpec } from './game-node';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A view with the game's own settings laid over it (the engine knows none of them): its id,
 * name, type and format, and the game time limit the spec's client draws as a clock
 * (lobby-and-results.md section 3, useGameTimeLimit, gameTimeLimit in minutes,
 * gameTimeLimitStarted, gameTimeLimitStartedAt). The limit starts with the game.
 */
export function withGameFields(view: unknown, spec: HostedGameSpec): unknown {
  if (!isRecord(view)) return view;
  const details = spec.details;
  const limited = details.useGameTimeLimit;
  return {
    ...view,
    id: spec.gameId,
    name: details.name,
    gameType: details.gameType,
    gameFormat: details.gameFormat,
    label: details.label,
    useGameTimeLimit: limited,
    gameTimeLimit: details.gameTimeLimit,
    gameTimeLimitStarted: limited,
    gameTimeLimitStartedAt: limited ? (spec.summary.startedAt ?? spec.summary.createdAt) : null,
  };
}
