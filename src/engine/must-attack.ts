/**
 * "When choosing a main action during their next turn, that opponent must choose an Attack
 * action if they control any units that can be declared as an attacker" (Light Bringer's
 * Infatuate): a `mustAttack` lasting effect on the player's Phoenixborn. While it holds and
 * an attack is possible, the main action pays for nothing but an attack: cards and abilities
 * costing a main action are not offered (play.ts) and neither is Pass (flow/turn.ts). Side
 * actions stay open. With no unit able to attack, the player chooses freely.
 */
import { canAttackPb, canAttackUnit } from './attack';
import type { EngineContext } from './context';
import type { GameState, PlayerId } from './state';

export function mustChooseAttack(
  state: GameState,
  context: EngineContext,
  player: PlayerId,
): boolean {
  const pb = state.cards[state.players[player].phoenixborn];
  if (!pb || !pb.effects.some((e) => e.kind === 'mustAttack')) return false;
  return canAttackPb(state, context, player) || canAttackUnit(state, context, player);
}
