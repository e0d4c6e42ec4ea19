/**
 * Invariant: no count of tokens goes below zero or off the whole numbers: the damage,
 * exhaustion and status tokens of every card, and the Chimera's Red Rains tokens and threat.
 */
import type { GameState } from '../state';

function badCount(value: number): boolean {
  return !Number.isInteger(value) || value < 0;
}

export function tokenProblems(state: GameState): string[] {
  const problems: string[] = [];
  for (const card of Object.values(state.cards))
    for (const [kind, count] of Object.entries(card.tokens))
      if (badCount(count)) problems.push(`${card.stub} has ${count} ${kind} tokens`);
  const chimera = state.chimera;
  if (chimera && badCount(chimera.redRains))
    problems.push(`the Chimera has ${chimera.redRains} Red Rains tokens`);
  if (chimera && badCount(chimera.threat))
    problems.push(`the Chimera's threat is ${chimera.threat}`);
  if (state.turn && badCount(state.turn.sideActions))
    problems.push(`${state.turn.sideActions} side actions left`);
  return problems;
}
