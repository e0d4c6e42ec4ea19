/**
 * Conjured aspects (digest section 2: summoned directly face up, blood 0): taken from the
 * Chimera's conjuration pile onto an end of its battlefield with their status tokens, and
 * answered as coming into play. The Chimera card prints no battlefield value, so its
 * battlefield has no limit and only an empty pile stops a summon. Every way a boss summons
 * one (a behaviour side, Rainwalker's Horde, Scarlet Seed, Indiri's arrows) comes here.
 */
import type { EngineContext } from '../context';
import { addLog, cardPart } from '../log';
import { moveCard } from '../ops';
import { randomInt } from '../rng';
import type { GameState } from '../state';
import { aspectRules, requireBoss } from './bosses';
import { chimeraPart } from './cards';
import { requireChimera } from './chimera-state';

/** Where a summoned aspect goes: the left or right end of the Chimera's battlefield. */
export type SummonEnd = 'left' | 'right';

/** Puts one card of the conjuration pile face up at an end of the battlefield; its uuid. */
function placeConjuredAspect(
  state: GameState,
  context: EngineContext,
  source: string,
  end: SummonEnd,
): string {
  const chimera = requireChimera(state);
  const player = state.players[chimera.seat];
  const id = moveCard(state, source, 'battlefield');
  if (end === 'left') {
    player.battlefield.splice(player.battlefield.indexOf(id), 1);
    player.battlefield.unshift(id);
  }
  const card = state.cards[id];
  const stub = card?.stub ?? '';
  if (card)
    card.tokens.status = aspectRules(requireBoss(context, chimera.boss), stub)?.statusCount ?? 0;
  addLog(state, [chimeraPart(state, context), ' summons ', cardPart(context, stub)]);
  state.pendingEvents.push({
    kind: 'cameIntoPlay',
    card: id,
    stub,
    controller: chimera.seat,
    owner: chimera.seat,
  });
  return id;
}

/** Summons one conjured aspect of this stub; its uuid, or null when the pile has none left. */
export function summonConjuredAspect(
  state: GameState,
  context: EngineContext,
  stub: string,
  end: SummonEnd = 'right',
): string | null {
  const { seat } = requireChimera(state);
  const source = state.players[seat].archives.find((u) => state.cards[u]?.stub === stub);
  return source === undefined ? null : placeConjuredAspect(state, context, source, end);
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

/** A random card of the conjuration pile summoned at the right end; null when the pile is empty. */
export function summonRandomConjuredAspect(
  state: GameState,
  context: EngineContext,
): string | null {
  const pile = state.players[requireChimera(state).seat].archives;
  if (pile.length === 0) return null;
  const picked = pile[randomInt(state, pile.length)];
  return picked === undefined ? null : placeConjuredAspect(state, context, picked, 'right');
}
