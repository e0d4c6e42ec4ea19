/**
 * How the Chimera defends (digest section 7, the reference's Laws of the Chimera): only
 * unexhausted Defender aspects (Unit Guard here) block a Phoenixborn attack, Threatening
 * attackers first, and other aspects only where Threatening forces a block; against a unit
 * attack a Defender guards the attacked aspect unless it is one itself, and otherwise a d12
 * of 9–12 has the Chimera guard. Decisions this does not cover fall to the engine's default.
 */
import { inst, keyword } from '../cardinfo';
import type { EngineContext } from '../context';
import { DONE } from '../decisions';
import { addLog } from '../log';
import { randomInt } from '../rng';
import type { DecisionOption, GameState } from '../state';
import { chimeraPart } from './cards';

function isDefender(state: GameState, context: EngineContext, uuid: string): boolean {
  return (
    state.cards[uuid]?.zone === 'battlefield' && keyword(state, context, uuid, 'unitGuard') > 0
  );
}

function blockPick(
  state: GameState,
  context: EngineContext,
  options: DecisionOption[],
): DecisionOption | undefined {
  const assigned = new Set((state.attack?.battles ?? []).map((b) => b.blocker));
  const free = options.filter((o) => o.kind === 'card' && !assigned.has(o.value));
  const done = options.find((o) => o.kind === 'button' && o.value === DONE);
  return free.find((o) => isDefender(state, context, o.value)) ?? done ?? free[0];
}

function attackerToBlock(
  state: GameState,
  context: EngineContext,
  options: DecisionOption[],
): DecisionOption | undefined {
  return options.find((o) => keyword(state, context, o.value, 'threatening') > 0) ?? options[0];
}

function guardPick(
  state: GameState,
  context: EngineContext,
  options: DecisionOption[],
): DecisionOption | undefined {
  const target = state.attack?.target;
  const none = options.find((o) => o.kind === 'button');
  if (target && isDefender(state, context, target)) return none;
  const defender = options.find((o) => o.kind === 'card' && isDefender(state, context, o.value));
  if (defender) return defender;
  const pb = options.find((o) => o.kind === 'card' && inst(state, o.value).zone === 'phoenixborn');
  if (!pb) return none;
  const roll = randomInt(state, 12) + 1;
  const guards = roll >= 9;
  addLog(state, [
    `Guard roll ${roll}: `,
    chimeraPart(state, context),
    guards ? ' guards' : ' does not guard',
  ]);
  return guards ? pb : none;
}

/** The Chimera's answer to a blocking or guarding prompt, or undefined to leave it to the default. */
export function chimeraDefence(
  state: GameState,
  context: EngineContext,
): DecisionOption | undefined {
  const decision = state.decision;
  const proc = state.stack.at(-1)?.proc;
  if (!decision || !state.chimera || decision.player !== state.chimera.seat) return undefined;
  if (proc === 'blockers' && decision.key === 'pick')
    return blockPick(state, context, decision.options);
  if (proc === 'blockers' && decision.key === 'attacker')
    return attackerToBlock(state, context, decision.options);
  if (proc === 'guard' && decision.key === 'pick')
    return guardPick(state, context, decision.options);
  return undefined;
}
