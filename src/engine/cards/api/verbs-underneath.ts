/**
 * Cards underneath other cards (`../../underneath.ts`): placing a card under one in play,
 * face down (hidden from everyone) or face up, reading what lies there, and taking a card
 * back out onto the battlefield. The cards under a card are discarded when it leaves play;
 * a destroyed unit's `destroyed` event lists where they went (`underneath`), for Dismount.
 */
import { inst } from '../../cardinfo';
import { addLog, playerPart } from '../../log';
import { conjure, discardUnderneath, hasRoom, isInPlay, moveCard } from '../../ops';
import type { Run } from '../../runner';
import { cardsUnder, placeUnder, setAsideForUnder, tuckUnder } from '../../underneath';
import type { Scope } from './queries';
import { cardName } from './verb-helpers';

/** The cards lying under a card, in the order placed (face-down ones included). */
export function cardsUnderneath(s: Scope, card: string): readonly string[] {
  return cardsUnder(s.state, card);
}

/**
 * "Remove X from play and place it face down under Y" (or face up): a card in play leaves
 * play first. Returns its id underneath, or null when either card is gone.
 */
export function placeUnderneath(
  g: Run,
  card: string | null,
  above: string | null,
  faceDown = true,
): string | null {
  if (!card || !above || !g.state.cards[card] || !isInPlay(g.state, above)) return null;
  const name = cardName(g, card);
  const id = placeUnder(g.state, g.context, card, above, faceDown);
  addLog(g.state, [name, ` is placed face ${faceDown ? 'down' : 'up'} under `, cardName(g, above)]);
  return id;
}

/**
 * "Remove a unit you control from play. If you do, place a <conjuration> onto your
 * battlefield and place that unit face down under it" (Summon Ghostly Mount): the unit's
 * place makes room for the conjuration. Returns the conjuration, or null (nothing moves)
 * when the unit is not yours in play or no such conjuration is left.
 */
export function summonWithUnitUnder(g: Run, stub: string, unit: string | null): string | null {
  const pile = g.state.players[g.me].archives;
  if (
    !unit ||
    g.state.cards[unit]?.zone !== 'battlefield' ||
    inst(g.state, unit).controller !== g.me ||
    !pile.some((u) => inst(g.state, u).stub === stub)
  )
    return null;
  const name = cardName(g, unit);
  const hidden = setAsideForUnder(g.state, g.context, unit, true);
  addLog(g.state, [name, ' is removed from play']);
  const summoned = hasRoom(g.state, g.context, g.me)
    ? conjure(g.state, g.context, g.me, stub)
    : null;
  if (!summoned) {
    // Not reachable once the unit's place is free; the unit must not be left nowhere.
    moveCard(g.state, hidden, 'discard');
    return null;
  }
  tuckUnder(g.state, hidden, summoned);
  addLog(g.state, [name, ' is placed face down under ', cardName(g, summoned)]);
  return summoned;
}

/**
 * "Place a unit underneath this card onto your battlefield": it comes into play (its "when
 * this unit comes into play" lines answer). Returns its id, or null when it is not underneath
 * or there is no room.
 */
export function placeOntoBattlefieldFromUnderneath(g: Run, card: string | null): string | null {
  if (!card || g.state.cards[card]?.zone !== 'underneath' || !hasRoom(g.state, g.context, g.me))
    return null;
  const id = moveCard(g.state, card, 'battlefield', { controller: g.me });
  const placed = inst(g.state, id);
  addLog(g.state, [
    playerPart(g.state, g.me),
    ' places ',
    cardName(g, id),
    ' onto their battlefield from underneath',
  ]);
  g.state.pendingEvents.push({
    kind: 'cameIntoPlay',
    card: id,
    stub: placed.stub,
    controller: g.me,
    owner: placed.owner,
  });
  return id;
}

/** "Discarding any other cards underneath this card" (Rowan Umberend's Conscript). */
export function discardCardsUnderneath(g: Run, card: string): void {
  if (isInPlay(g.state, card)) discardUnderneath(g.state, g.context, card);
}
