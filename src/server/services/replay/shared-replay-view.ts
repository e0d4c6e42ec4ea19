/**
 * What a shared replay shows at each step: a spectator's view of the game whatever the game
 * allowed its own spectators (hands stay hidden), plus the hand of each player who allowed it,
 * without the typed chat (players agreed to share their game, not their conversation, and
 * a moderated line could not be taken out of a replay again).
 */
import type { EngineContext, GameState } from '../../../engine';
import { viewFor } from '../../../engine';
import type { CardView, GameView } from '../../../protocol/game-view';

/** The players' hand cards as their owner sees them, with nothing left to click. */
function handOf(view: GameView, name: string): CardView[] {
  const hand = view.players[name]?.cardPiles.hand ?? [];
  return hand.map((card) => ({ ...card, selectable: false, selected: false }));
}

/**
 * `own` is a player's own replay of their game: it keeps the chat they took part in and what the
 * game itself showed its spectators, and adds the hands of `hands` (theirs, and any shared).
 */
export function sharedReplayView(
  state: GameState,
  context: EngineContext,
  hands: readonly string[],
  own = false,
): GameView {
  const spectator = viewFor(
    own ? state : { ...state, showHandsToSpectators: false },
    context,
    null,
  );
  const players: GameView['players'] = {};
  for (const [name, player] of Object.entries(spectator.players)) {
    players[name] = hands.includes(name)
      ? {
          ...player,
          cardPiles: { ...player.cardPiles, hand: handOf(viewFor(state, context, name), name) },
        }
      : player;
  }
  return {
    ...spectator,
    players,
    messages: own ? spectator.messages : spectator.messages.filter((line) => line.chat !== true),
  };
}
