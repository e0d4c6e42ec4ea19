import type { GameView } from '../../protocol/game-view';
import { isFinished } from './rules';

/** The chat line that asks for a rematch: the splash's button sends what a player may type. */
export const REMATCH_CHAT = '/rematch';

/**
 * Where the viewer stands in the rematch of a finished game:
 * - `none`: no rematch for this viewer (a spectator, a replay, a game still running);
 * - `offer`: nobody asked yet, `accept`: the opponent asked, `asked`: waiting for the opponent;
 * - `choosing`: both asked, each picks a deck; `calledOff`: a player left or disconnected.
 */
export type RematchStage =
  | { kind: 'none' }
  | { kind: 'offer' }
  | { kind: 'accept'; by: string }
  | { kind: 'asked' }
  | { kind: 'choosing' }
  | { kind: 'calledOff'; reason: string };

export function rematchStage(view: GameView): RematchStage {
  const me = view.viewer;
  if (!me || !view.players[me] || view.isReplay || view.solo || !isFinished(view)) {
    return { kind: 'none' };
  }
  const rematch = view.rematch;
  if (!rematch) return { kind: 'offer' };
  if (rematch.calledOff !== null) return { kind: 'calledOff', reason: rematch.calledOff };
  if (rematch.agreed) return { kind: 'choosing' };
  if (rematch.askedBy.includes(me)) return { kind: 'asked' };
  return { kind: 'accept', by: rematch.askedBy[0] ?? '' };
}

/** The splash button's text, or null when it has none. */
export function rematchButtonText(stage: RematchStage, deckChosen = false): string | null {
  switch (stage.kind) {
    case 'offer':
      return 'Rematch';
    case 'accept':
      return 'Accept rematch';
    case 'choosing':
      return deckChosen ? null : 'Choose your deck';
    default:
      return null;
  }
}

/** The line under the splash's stats, or null. */
export function rematchNote(stage: RematchStage, deckChosen: boolean): string | null {
  switch (stage.kind) {
    case 'accept':
      return `${stage.by} asks for a rematch`;
    case 'asked':
      return 'Rematch asked: waiting for your opponent';
    case 'choosing':
      return deckChosen
        ? 'Rematch agreed: waiting for your opponent to choose a deck'
        : 'Rematch agreed: choose your deck';
    case 'calledOff':
      return stage.reason;
    default:
      return null;
  }
}
