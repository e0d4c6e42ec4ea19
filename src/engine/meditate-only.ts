/**
 * "The only side action you may take is Meditate" (Tranquility): an alteration attached to a
 * player's Phoenixborn whose script sets `onlyMeditateSideAction` leaves that player Meditate
 * as their only side action. Asked where side actions are offered: playing cards and using
 * abilities (`play.ts`) and dice powers (`dice-powers.ts`); Meditate itself stays open.
 */
import { scriptOf } from './context';
import type { EngineContext } from './context';
import type { GameState, PlayerId } from './state';

export function onlyMeditateAsSideAction(
  state: GameState,
  context: EngineContext,
  player: PlayerId,
): boolean {
  const pb = state.cards[state.players[player].phoenixborn];
  return (pb?.upgrades ?? []).some(
    (card) => scriptOf(context, state.cards[card]?.stub ?? '')?.onlyMeditateSideAction === true,
  );
}
