/**
 * What a view gives away that its recipient may not know: a uuid or card id of a card hidden
 * from them (another player's hand, any draw pile not shown to its owner, a face-down card
 * underneath another), another player's
 * hand face up, or another player's deck. Self-play runs it over every view it sends.
 */
import type { GameView } from '../../protocol/game-view';
import { seatOf } from '../sides';
import type { GameState, PlayerId } from '../state';

/** Uuids of the cards hidden from the viewer, and the stubs of which no copy is visible. */
function hiddenFrom(
  state: GameState,
  viewer: PlayerId | undefined,
  view: GameView,
): { uuids: Set<string>; stubs: Set<string> } {
  const uuids = new Set<string>();
  const hiddenStubs = new Set<string>();
  const visibleStubs = new Set<string>();
  for (const card of Object.values(state.cards)) {
    const ownDeckShown =
      card.zone === 'deck' &&
      card.owner === viewer &&
      view.players[state.players[card.owner].name]?.cardPiles.deck !== undefined;
    // A card the viewer's own open prompt shows them (a hand looked at, cards revealed).
    const shownToViewer =
      state.decision?.player === viewer && (state.decision?.shows ?? []).includes(card.uuid);
    const hidden =
      !shownToViewer &&
      ((card.zone === 'hand' && card.owner !== viewer) ||
        (card.zone === 'deck' && !ownDeckShown) ||
        (card.zone === 'underneath' && card.facedown));
    if (hidden) {
      uuids.add(card.uuid);
      hiddenStubs.add(card.stub);
    } else visibleStubs.add(card.stub);
  }
  return { uuids, stubs: new Set([...hiddenStubs].filter((s) => !visibleStubs.has(s))) };
}

/** Every string anywhere in a value. */
function strings(value: unknown, into: Set<string>): Set<string> {
  if (typeof value === 'string') into.add(value);
  else if (Array.isArray(value)) for (const item of value) strings(item, into);
  else if (value && typeof value === 'object')
    for (const item of Object.values(value)) strings(item, into);
  return into;
}

/** The leaks of one view sent to `viewerName` (null: a spectator); [] when it is clean. */
export function hiddenLeaks(state: GameState, view: GameView, viewerName: string | null): string[] {
  const viewer = seatOf(state, viewerName);
  const who = viewerName ?? 'a spectator';
  const { uuids, stubs } = hiddenFrom(state, viewer, view);
  // Messages and the card log tell public history (what was played or revealed) and carry
  // no uuids; the board must not name or point at a hidden card.
  const { messages: _messages, cardLog: _cardLog, ...board } = view;
  const seen = strings(board, new Set());
  const leaks: string[] = [];
  for (const uuid of uuids) if (seen.has(uuid)) leaks.push(`uuid of a hidden card sent to ${who}`);
  for (const stub of stubs) if (seen.has(stub)) leaks.push(`${stub} sent to ${who}`);
  for (const [name, player] of Object.entries(view.players)) {
    if (name === viewerName) continue;
    if (player.cardPiles.hand.some((c) => !c.facedown || c.id !== undefined))
      leaks.push(`${name}'s hand shown to ${who}`);
    if (player.cardPiles.deck !== undefined) leaks.push(`${name}'s deck shown to ${who}`);
  }
  return leaks;
}
