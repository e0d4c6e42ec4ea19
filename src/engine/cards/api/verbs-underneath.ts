/**
 * Cards face down under another card in play (zone `underneath`, `host` the card above): an
 * ally under a Mount (Summon Archasaurus / Cerasaurus Mount) or under Rowan Umberend
 * (Conscript). When the card above leaves play they are discarded with it (`leavePlay` in
 * ops.ts); Dismount takes its allies back from the discard pile.
 */
import { inst, isAllyCard } from '../../cardinfo';
import { addLog, playerPart } from '../../log';
import { cardsUnderneath, conjure, hasRoom, isInPlay, leavePlay, moveCard } from '../../ops';
import type { Run } from '../../runner';
import type { GameState } from '../../state';
import { mayAffect } from './affect';
import type { Scope } from './queries';
import { onDestroyed, eventOf } from './triggers';
import type { TriggerOn } from './types';
import { cardName } from './verb-helpers';
import { returnToHand } from './verbs-zones';

/** The cards face down under a card in play. */
export function underneathOf(s: Scope, host: string): string[] {
  return cardsUnderneath(s.state, host);
}

/** Moves a card out of its pile to lie face down under `host`. */
function putUnder(state: GameState, card: string, host: string): void {
  const id = moveCard(state, card, 'purged');
  const placed = inst(state, id);
  const pile = state.players[placed.controller].purged;
  pile.splice(pile.indexOf(id), 1);
  placed.zone = 'underneath';
  placed.host = host;
  placed.facedown = true;
}

/** Place a card of its owner's discard pile face down under a card in play (Conscript). */
export function placeUnderneath(g: Run, card: string | null, host: string): void {
  if (!card || g.state.cards[card]?.zone !== 'discard' || !isInPlay(g.state, host)) return;
  addLog(g.state, [cardName(g, card), ' is placed face down under ', cardName(g, host)]);
  putUnder(g.state, card, host);
}

/** Discard every card under a card in play ("discarding any other allies underneath this card"). */
export function discardUnderneath(g: Run, host: string): void {
  for (const card of cardsUnderneath(g.state, host)) {
    addLog(g.state, [cardName(g, card), ' is discarded from under ', cardName(g, host)]);
    moveCard(g.state, card, 'discard');
  }
}

/**
 * "Remove an unexhausted ally you control from play. If you do, place a <Mount> conjuration
 * onto your battlefield and place that ally face down under that unit." Returns the Mount, or
 * null when the ally could not be removed. Removing it from play is not destroying it.
 */
export function mountAlly(g: Run, ally: string | null, mount: string): string | null {
  if (!ally || g.state.cards[ally]?.zone !== 'battlefield' || !mayAffect(g, ally)) return null;
  addLog(g.state, [cardName(g, ally), ' is removed from play']);
  const removed = leavePlay(g.state, g.context, ally, 'purged');
  const placed = conjure(g.state, g.context, g.me, mount, g.me);
  if (!placed) {
    moveCard(g.state, removed, 'discard');
    return null;
  }
  addLog(g.state, [cardName(g, removed), ' is placed face down under ', cardName(g, placed)]);
  putUnder(g.state, removed, placed);
  return placed;
}

/** Place a card from under another onto this player's battlefield: it comes into play (Exhume). */
export function placeOntoBattlefieldFromUnderneath(g: Run, card: string | null): string | null {
  if (!card || g.state.cards[card]?.zone !== 'underneath') return null;
  if (!hasRoom(g.state, g.context, g.me)) return null;
  const { stub, owner } = inst(g.state, card);
  const id = moveCard(g.state, card, 'battlefield', { controller: g.me });
  addLog(g.state, [
    playerPart(g.state, g.me),
    ' places ',
    cardName(g, id),
    ' onto their battlefield',
  ]);
  g.state.pendingEvents.push({ kind: 'cameIntoPlay', card: id, stub, controller: g.me, owner });
  return id;
}

/** "Dismount: When this unit is destroyed, place any allies you own underneath this unit into your hand." */
export function dismount(): TriggerOn<'destroyed'> {
  return onDestroyed('Dismount', [
    (g) => {
      for (const card of eventOf(g, 'destroyed')?.underneath ?? []) {
        const found = g.state.cards[card];
        if (found?.owner === g.me && isAllyCard(g.state, g.context, card)) returnToHand(g, card);
      }
    },
  ]);
}
