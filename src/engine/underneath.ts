/**
 * Cards underneath other cards (rules §2, "face-down cards placed under it"; §13.2): a card
 * lies in zone 'underneath' with `host` naming the card above, which lists it in `under`.
 * A face-down card is hidden from everyone (it gets a fresh uuid, and views show only how
 * many cards lie there); a face-up one is public. When the card above leaves play the cards
 * under it are discarded (`discardUnderneath` in ops.ts).
 */
import type { EngineContext } from './context';
import { inst } from './cardinfo';
import { clearForLeavingPlay, isInPlay, listOf, renameCard } from './ops';
import { freshUuid } from './rng';
import { HIDDEN_ZONES } from './state';
import type { CardInstance, GameState } from './state';

/** The cards lying under a card, in the order placed. */
export function cardsUnder(state: GameState, uuid: string): readonly string[] {
  return state.cards[uuid]?.under ?? [];
}

/** Whether a card lies face down under another: nobody may see what it is. */
export function isFaceDownUnder(card: CardInstance): boolean {
  return card.zone === 'underneath' && card.facedown;
}

/**
 * Takes a card out of where it is to be placed under another: a card in play leaves play
 * first (its dice, alterations, tokens and the cards under it go as when it is discarded); a
 * card from a pile leaves that pile. Face down (or coming from a hidden pile) it takes a fresh
 * uuid so nobody can follow it. Returns its id; `tuckUnder` must follow in the same step.
 */
export function setAsideForUnder(
  state: GameState,
  context: EngineContext,
  uuid: string,
  faceDown: boolean,
): string {
  if (isInPlay(state, uuid)) clearForLeavingPlay(state, context, uuid);
  const card = inst(state, uuid);
  const from = listOf(state.players[card.controller], card.zone);
  if (from) from.splice(from.indexOf(uuid), 1);
  let id = uuid;
  if (faceDown || HIDDEN_ZONES.includes(card.zone)) {
    id = freshUuid(state);
    renameCard(state, uuid, id);
  }
  card.facedown = faceDown;
  card.controller = card.owner;
  return id;
}

/** Lays a card set aside (`setAsideForUnder`) under a card in play. */
export function tuckUnder(state: GameState, uuid: string, above: string): void {
  const card = inst(state, uuid);
  card.zone = 'underneath';
  card.host = above;
  const top = inst(state, above);
  top.under = [...(top.under ?? []), uuid];
}

/** Places a card under a card in play, face down or up; returns its id underneath. */
export function placeUnder(
  state: GameState,
  context: EngineContext,
  uuid: string,
  above: string,
  faceDown: boolean,
): string {
  const id = setAsideForUnder(state, context, uuid, faceDown);
  tuckUnder(state, id, above);
  return id;
}
