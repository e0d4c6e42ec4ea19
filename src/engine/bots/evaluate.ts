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

export function evaluate(view: GameView, me: string): number {
  if (view.winner !== null) return view.winner === me ? WIN : -WIN;
  const mine = view.players[me];
  if (!mine) return 0;
  const others = Object.values(view.players).filter((p) => p.name !== me);
  return strength(mine) - others.reduce((sum, p) => sum + strength(p), 0);
}
