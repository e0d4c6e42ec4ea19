/**
 * "You may immediately play the revealed card, without paying any main or side action costs"
 * (Reinforce): the card is played from hand as from the turn (`playCard` in `../../play.ts`),
 * its dice still paid; Cancel while paying leaves it in hand.
 */
import '../../play';
import { canPlayWithoutActions } from '../../reaction-plays';
import { call } from '../../runner';
import type { Run } from '../../runner';
import type { Scope } from './queries';

/** Whether this player could play the hand card now without its main and side actions. */
export function canPlayNowWithoutActions(s: Scope, card: string | null): boolean {
  return card !== null && canPlayWithoutActions(s.state, s.context, s.me, card);
}

/** Plays the hand card now without its main and side actions (a step: its payment follows). */
export function playNowWithoutActions(g: Run, card: string | null): void {
  if (!card || !canPlayNowWithoutActions(g, card)) return;
  call(g, 'playCard', { card, withoutActions: true }, g.me, card);
}
