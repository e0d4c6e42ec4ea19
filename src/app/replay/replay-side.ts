/**
 * Whose side of a replay is seen: the board draws the view's first player at the bottom (with
 * their hand row), so choosing a side puts that player first. Only the order changes: a hand
 * the replay's data keeps hidden (the server built it for this viewer) stays face down.
 */
import type { GameView } from '../../protocol/game-view';

/**
 * The side a replay opens on: the viewer's own when they played in it, else its first player
 * (null without players).
 */
export function defaultReplaySide(
  players: readonly string[],
  username: string | null,
): string | null {
  if (username !== null && players.includes(username)) return username;
  return players[0] ?? null;
}

/** The view with `side` first among its players (unchanged when it has no such player). */
export function viewFromSide(view: GameView, side: string | null): GameView {
  const chosen = side === null ? undefined : view.players[side];
  if (!chosen) return view;
  const players: GameView['players'] = { [chosen.name]: chosen };
  for (const [name, player] of Object.entries(view.players)) {
    if (name !== chosen.name) players[name] = player;
  }
  return { ...view, players };
}

/** Whether the side's hand shows any card face up at this step (for the side chooser's hint). */
export function handShown(view: GameView, side: string): boolean {
  return (view.players[side]?.cardPiles.hand ?? []).some((card) => !card.facedown);
}
