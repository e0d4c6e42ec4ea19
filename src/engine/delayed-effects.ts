/**
 * Effects a card leaves for later in the round: "At the end of the next turn this round, deal 1
 * damage to all units" (Rising Tides). Each is kept on the state with the card procedure that
 * resolves it; the turn flows (`flow/turn.ts`, `chimera/turn.ts`) resolve the due ones right
 * after the turn's "at the end of the turn" timing point. One the round ended first is dropped.
 */
import { call } from './runner';
import type { Run } from './runner';
import type { DelayedEffect } from './state';

/** Leaves `procedure` to resolve for this player at the end of the next turn this round. */
export function delayUntilEndOfNextTurn(g: Run, procedure: string): void {
  const entry: DelayedEffect = {
    procedure,
    player: g.me,
    source: g.frame.source,
    round: g.state.round,
    // Placed during a turn, "the next turn" is the one after it.
    turnsToSkip: g.state.turn ? 1 : 0,
  };
  // A new list, never pushed into: the working copy of a state shares its lists.
  g.state.delayed = [...(g.state.delayed ?? []), entry];
}

/** At the end of a turn: resolves the effects waiting for it; those of an earlier round are dropped. */
export function resolveDueDelayedEffects(g: Run): void {
  const waiting = (g.state.delayed ?? []).filter((e) => e.round === g.state.round);
  const due = waiting.filter((e) => e.turnsToSkip === 0);
  g.state.delayed = waiting
    .filter((e) => e.turnsToSkip > 0)
    .map((e) => ({ ...e, turnsToSkip: e.turnsToSkip - 1 }));
  for (const effect of due) call(g, effect.procedure, {}, effect.player, effect.source);
}
