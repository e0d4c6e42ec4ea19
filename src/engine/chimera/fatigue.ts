/**
 * Fatigue's wounds (digest 11, the reference's model: the fatigued card's own text was not
 * retrieved): once the Chimera is fatigued, each card discarded from its draw pile deals it 1
 * wound. A discard that empties the pile makes it fatigued, as any other emptying does; the
 * cards discarded before that cost nothing.
 */
import type { EngineContext } from '../context';
import { addLog } from '../log';
import { placeWounds } from '../ops';
import type { GameState, PlayerId } from '../state';
import { chimeraPart, noteEmptyPile } from './cards';

/**
 * After `count` cards were discarded from `player`'s draw pile: when it is the Chimera's,
 * `wasFatigued` (before the discard) gives a wound per card, else an emptied pile fatigues it.
 */
export function discardedFromChimeraPile(
  state: GameState,
  context: EngineContext,
  player: PlayerId,
  count: number,
  wasFatigued: boolean,
): void {
  const chimera = state.chimera;
  if (!chimera || chimera.seat !== player || count <= 0) return;
  if (!wasFatigued) {
    noteEmptyPile(state, context);
    return;
  }
  placeWounds(state, state.players[chimera.seat].phoenixborn, count, {
    by: null,
    byEffect: true,
  });
  addLog(state, [
    chimeraPart(state, context),
    ` is fatigued: ${count} ${count === 1 ? 'card' : 'cards'} discarded from its draw pile, ${count} ${count === 1 ? 'wound' : 'wounds'}`,
  ]);
}

/** Whether `player` is a fatigued Chimera (read before a discard from its pile). */
export function isFatiguedChimera(state: GameState, player: PlayerId): boolean {
  return state.chimera?.seat === player && state.chimera.fatigued;
}
