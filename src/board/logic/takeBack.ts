import type { GameView } from '../../protocol/game-view';
import { isFinished } from './rules';

/** The chat lines the game node reads as take-back commands (the node's take-back.ts). */
export const TAKE_BACK_CHAT = {
  ask: '/takeback',
  accept: '/takeback accept',
  decline: '/takeback decline',
} as const;

/**
 * What the header offers for take-back: nothing (ranked, spectators, game over), the Take back
 * button, the asker's wait, or the opponent's Accept and Decline.
 */
export type TakeBackOffer = 'none' | 'button' | 'waiting' | 'answer';

export function takeBackOffer(view: GameView): TakeBackOffer {
  const takeBack = view.takeBack;
  const viewer = view.viewer;
  if (!takeBack || !viewer || !view.players[viewer] || view.isReplay || isFinished(view))
    return 'none';
  if (takeBack.askedBy === null) return 'button';
  return takeBack.askedBy === viewer ? 'waiting' : 'answer';
}
