/**
 * Conjured aspects (Rainwalker): summoned face up from the Chimera's conjuration pile straight
 * onto its battlefield (digest "Conjured cards"). The Chimera's battlefield has no printed
 * limit, so only an empty pile stops a summon.
 */
import type { EngineContext } from '../context';
import { addLog, cardPart } from '../log';
import { moveCard } from '../ops';
import type { GameState } from '../state';
import { chimeraPart } from './cards';
import { requireChimera } from './chimera-state';

/** Where a summoned aspect goes: the left or right end of the Chimera's battlefield. */
export type SummonEnd = 'left' | 'right';

/** Summons one conjured aspect of this stub; its uuid, or null when the pile has none left. */
export function summonConjuredAspect(
  state: GameState,
  context: EngineContext,
  stub: string,
  end: SummonEnd = 'right',
): string | null {
  const { seat } = requireChimera(state);
  const player = state.players[seat];
  const source = player.archives.find((u) => state.cards[u]?.stub === stub);
  if (source === undefined) return null;
  const id = moveCard(state, source, 'battlefield');
  if (end === 'left') {
    player.battlefield.splice(player.battlefield.indexOf(id), 1);
    player.battlefield.unshift(id);
  }
  addLog(state, [chimeraPart(state, context), ' summons ', cardPart(context, stub)]);
  state.pendingEvents.push({ kind: 'cameIntoPlay', card: id, stub, controller: seat, owner: seat });
  return id;
}

/** Summons up to `count` of them; how many came into play. */
export function summonConjuredAspects(
  state: GameState,
  context: EngineContext,
  stub: string,
  count: number,
  end: SummonEnd = 'right',
): number {
  let summoned = 0;
  while (summoned < count && summonConjuredAspect(state, context, stub, end) !== null)
    summoned += 1;
  return summoned;
}
