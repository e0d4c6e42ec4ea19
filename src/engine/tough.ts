/**
 * Tough N: "After this unit is dealt damage, if there are any status tokens on it, remove them
 * all to prevent N damage from being received." Asked by `receiveDamage` (ops.ts) after
 * Armored and the other prevention, and only while damage is left to prevent, so the tokens
 * are not spent on nothing. Not inexhaustible: an exhausted unit has no Tough.
 */
import { inst, isExhausted, keyword } from './cardinfo';
import type { EngineContext } from './context';
import { addLog, cardPart } from './log';
import type { GameState } from './state';

/** The damage Tough prevents of `left` about to be received by this unit (removing its status tokens). */
export function toughPrevention(
  state: GameState,
  context: EngineContext,
  uuid: string,
  left: number,
): number {
  const card = inst(state, uuid);
  if (left <= 0 || card.zone !== 'battlefield' || card.tokens.status === 0) return 0;
  if (isExhausted(state, uuid)) return 0;
  const tough = keyword(state, context, uuid, 'tough');
  if (tough <= 0) return 0;
  addLog(state, [cardPart(context, card.stub), ` removes its status tokens (Tough ${tough})`]);
  card.tokens.status = 0;
  return Math.min(left, tough);
}
