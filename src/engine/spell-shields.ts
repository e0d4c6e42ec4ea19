/**
 * Targeting shields against spells (rules digest §15, §17.2): Magic Armor ("cannot be targeted
 * by spells an opponent controls") and Lightning Speed ("… by reaction spells an opponent
 * controls"), declared as the forbidden acts 'beTargetedBySpells' and
 * 'beTargetedByReactionSpells' (lasting.ts `can`). A ready spell's abilities are the spell's
 * own effects, so they count as spells too (as for Spell Guard).
 */
import { cardData } from './context';
import type { EngineContext } from './context';
import { can } from './lasting';
import type { GameState, PlayerId } from './state';

/** Whether the card `source` (controlled by `player`) may target `uuid` as far as spell shields go. */
export function spellMayTarget(
  state: GameState,
  context: EngineContext,
  uuid: string,
  player: PlayerId,
  source: string,
): boolean {
  const target = state.cards[uuid];
  const by = state.cards[source];
  if (!target || !by || target.controller === player) return true;
  const type = cardData(context, by.stub).type;
  if (!type.endsWith('Spell')) return true;
  if (!can(state, context, uuid, 'beTargetedBySpells')) return false;
  return type !== 'Reaction Spell' || can(state, context, uuid, 'beTargetedByReactionSpells');
}
