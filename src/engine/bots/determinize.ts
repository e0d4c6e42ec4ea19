/**
 * A copy of the game in which everything hidden from one seat is replaced by a guess, so the
 * normal level can look ahead with the real engine without knowing more than its view:
 * - every opponent's hand and draw pile become stand-ins: cards that opponent has shown
 *   (discard, units, spellboard), or the seat's own cards when they have shown none — only
 *   the number of cards is kept;
 * - other players' face-down cards under cards in play become stand-ins of the seat's own;
 * - the seat's own draw pile is shuffled (it knows the cards, not their order);
 * - the random stream (future rolls, draws, ids) gets a seed of the bot's own.
 * Nothing of the original's hidden cards is read but their count and place, so two games
 * that differ only in what the seat may not see give the same copy.
 */
import { copyState } from '../copy';
import type { EngineContext } from '../context';
import { opponentsOf } from '../sides';
import type { GameState, PlayerId } from '../state';

function shuffle<T>(items: T[], random: () => number): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const a = items[i];
    const b = items[j];
    if (a === undefined || b === undefined) continue;
    items[i] = b;
    items[j] = a;
  }
}

/** Card stubs a player has shown everyone (no conjurations: they never sit in a hand). */
function shownStubs(state: GameState, context: EngineContext, player: PlayerId): string[] {
  const p = state.players[player];
  const stubs: string[] = [];
  for (const uuid of [...p.discard, ...p.battlefield, ...p.spellboard]) {
    const card = state.cards[uuid];
    if (!card || card.owner !== player || card.facedown) continue;
    const type = context.catalogue[card.stub]?.type;
    if (type === 'Conjuration' || type === 'Conjured Alteration Spell') continue;
    stubs.push(card.stub);
  }
  return stubs.sort();
}

function ownStubs(state: GameState, me: PlayerId): string[] {
  const p = state.players[me];
  return [...p.deck, ...p.hand, ...p.discard]
    .map((uuid) => state.cards[uuid]?.stub)
    .filter((stub): stub is string => stub !== undefined)
    .sort();
}

export function determinize(
  state: GameState,
  context: EngineContext,
  me: PlayerId,
  random: () => number,
): GameState {
  const copy = copyState(state);
  // The log is not needed to play on, and copying it at every simulated command costs.
  copy.log = [];
  // Piles are sorted before shuffling: the order the seat cannot see must not show through.
  const mine = copy.players[me];
  mine.deck.sort();
  shuffle(mine.deck, random);
  for (const other of opponentsOf(copy, me)) {
    const shown = shownStubs(copy, context, other);
    const pool = shown.length > 0 ? shown : ownStubs(copy, me);
    const p = copy.players[other];
    p.hand.sort();
    p.deck.sort();
    shuffle(p.deck, random);
    for (const uuid of [...p.hand, ...p.deck]) {
      const card = copy.cards[uuid];
      const stub = pool[Math.floor(random() * pool.length)];
      if (card && stub !== undefined) card.stub = stub;
    }
  }
  for (const card of Object.values(copy.cards)) {
    if (card.zone !== 'underneath' || !card.facedown || card.owner === me) continue;
    const pool = ownStubs(copy, me);
    const stub = pool[Math.floor(random() * pool.length)];
    if (stub !== undefined) card.stub = stub;
  }
  copy.seed = `bot-${Math.floor(random() * 2 ** 32).toString(16)}`;
  copy.random = {
    scheme: 'keyed',
    draws: 0,
    ids: copy.random.scheme === 'keyed' ? copy.random.ids : 0,
  };
  return copy;
}
