/**
 * Conjured aspects (digest section 2: summoned directly face up, blood 0): one taken from the
 * Chimera's conjuration pile onto the right of its face-up aspects. The Chimera has no
 * battlefield limit, so `conjure`'s room check does not apply.
 */
import type { EngineContext } from '../context';
import { addLog, cardPart } from '../log';
import { moveCard } from '../ops';
import { randomInt } from '../rng';
import type { GameState } from '../state';
import { aspectRules, requireBoss } from './bosses';
import { chimeraPart } from './cards';
import { requireChimera } from './chimera-state';

/** A random card of the Chimera's conjuration pile summoned face up; null when the pile is empty. */
export function summonRandomConjuredAspect(
  state: GameState,
  context: EngineContext,
): string | null {
  const chimera = requireChimera(state);
  const pile = state.players[chimera.seat].archives;
  if (pile.length === 0) return null;
  const picked = pile[randomInt(state, pile.length)];
  if (picked === undefined) return null;
  const id = moveCard(state, picked, 'battlefield');
  const card = state.cards[id];
  if (!card) return null;
  card.tokens.status = aspectRules(requireBoss(context, chimera.boss), card.stub)?.statusCount ?? 0;
  addLog(state, [chimeraPart(state, context), ' summons ', cardPart(context, card.stub)]);
  state.pendingEvents.push({
    kind: 'cameIntoPlay',
    card: id,
    stub: card.stub,
    controller: chimera.seat,
    owner: chimera.seat,
  });
  return id;
}
