/**
 * The header's turn banner: whose move the table waits for, in the viewer's words. A player
 * reads "Your turn" on their own turn, "Your move" when they must answer during someone
 * else's (a reaction, a block, the first five) and "Waiting for bob" otherwise; spectators and
 * replays read "bob's turn". Nothing once the game is over (the win splash says it).
 */
import type { GameView, PlayerView } from '../../protocol/game-view';
import { isFinished, isSpectator } from './rules';

export interface TurnBanner {
  text: string;
  /** The viewer has something to do now: the banner stands out. */
  yours: boolean;
}

/** Whether a player's prompt asks them for anything (a button, a card or a die). */
export function hasPrompt(player: PlayerView): boolean {
  const prompt = player.promptState;
  return prompt.buttons.length > 0 || prompt.selectCard || prompt.selectDie;
}

export function turnBanner(view: GameView): TurnBanner | null {
  if (!view.started || isFinished(view)) return null;
  const active = view.activePlayerTurn;
  if (isSpectator(view) || view.isReplay) {
    return active ? { text: `${active}'s turn`, yours: false } : null;
  }
  const me = view.viewer ? view.players[view.viewer] : undefined;
  if (!me) return null;
  if (active === me.name) return { text: 'Your turn', yours: true };
  if (hasPrompt(me)) return { text: 'Your move', yours: true };
  if (active) return { text: `Waiting for ${active}`, yours: false };
  const others = Object.values(view.players).filter((p) => p.name !== me.name);
  return others.length === 1 && others[0]
    ? { text: `Waiting for ${others[0].name}`, yours: false }
    : { text: 'Waiting for the other players', yours: false };
}
