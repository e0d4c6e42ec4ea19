/**
 * How good a position is for one player, read from that player's view: the normal level
 * scores the end of each look-ahead with it. Life left on the Phoenixborns weighs most, then
 * the units in play (attack and life left), then cards in hand and dice ready to spend.
 */
import type { GameView, PlayerView } from '../../protocol/game-view';
import { lifeLeft } from './view-lookup';

const WIN = 10_000;

function strength(player: PlayerView): number {
  const pb = lifeLeft(player.phoenixborn);
  const units = player.cardPiles.cardsInPlay.reduce(
    (sum, unit) => sum + 1.5 * (unit.attack ?? 0) + Math.max(0, lifeLeft(unit)) + 1,
    0,
  );
  const hand = player.cardPiles.hand.length;
  const dice = player.dice.filter((d) => d.location === 'active').length;
  const spells = player.cardPiles.spells.length;
  // A Phoenixborn near its end loses more with each wound than a healthy one.
  const danger = pb <= 5 ? (5 - pb) * 3 : 0;
  return 10 * pb - danger + 3 * units + 1.5 * hand + 1 * dice + 1 * spells;
}

/**
 * A won or lost game at its extreme, else `mine` of the player's side less `theirs` of every
 * other side: the shape both the PvP and the solo scores share.
 */
export function sideAgainstSides(
  view: GameView,
  me: string,
  mine: (player: PlayerView) => number,
  theirs: (player: PlayerView) => number,
): number {
  if (view.winner !== null) return view.winner === me ? WIN : -WIN;
  const own = view.players[me];
  if (!own) return 0;
  const others = Object.values(view.players).filter((p) => p.name !== me);
  return mine(own) - others.reduce((sum, p) => sum + theirs(p), 0);
}

export function evaluate(view: GameView, me: string): number {
  return sideAgainstSides(view, me, strength, strength);
}
