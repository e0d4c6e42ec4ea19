/**
 * How good a position is for the player against a Chimera (Red Rains rules digest §5, §8–§10):
 * the race is the player's Phoenixborn life against the wounds on the Chimera, whose life is
 * about twice as long. Face-up aspects strike every Chimera turn and each adds a Red Rains
 * token at the end of the round, so an aspect left standing costs more than the same unit in
 * PvP; the player's own units are what the claws hit instead of its Phoenixborn, and ready
 * ones block the jaw.
 */
import type { CardView, GameView, PlayerView } from '../../protocol/game-view';
import { sideAgainstSides } from './evaluate';
import { lifeLeft } from './view-lookup';

function playerSide(player: PlayerView): number {
  const pb = lifeLeft(player.phoenixborn);
  // A Phoenixborn near its end loses more with each wound than a healthy one.
  const danger = pb <= 6 ? (6 - pb) * 4 : 0;
  const units = player.cardPiles.cardsInPlay.reduce((sum, unit) => {
    const ready = unit.exhausted === true ? 0 : 1.5;
    return sum + (unit.attack ?? 0) + Math.max(0, lifeLeft(unit)) + 2 + ready;
  }, 0);
  const hand = player.cardPiles.hand.length;
  const dice = player.dice.filter((d) => d.location === 'active').length;
  const spells = player.cardPiles.spells.length;
  return 10 * pb - danger + 3 * units + 1.5 * hand + 1 * dice + 1 * spells;
}

/** A face-up aspect: its attack strikes again next turn, its life stands between it and death. */
function aspectThreat(aspect: CardView): number {
  if (aspect.facedown) return 4;
  return 3 * (aspect.attack ?? 0) + 1.5 * Math.max(0, lifeLeft(aspect)) + 4;
}

function chimeraSide(chimera: PlayerView): number {
  const wounds = chimera.phoenixborn.tokens.damage ?? 0;
  const redRains = chimera.phoenixborn.tokens.redRains ?? 0;
  const power = (chimera.rageDice ?? []).filter((d) => d === 'power').length;
  const aspects = chimera.cardPiles.cardsInPlay.reduce((sum, a) => sum + aspectThreat(a), 0);
  return -8 * wounds + 5 * redRains + 1 * power + aspects;
}

export function evaluateSolo(view: GameView, me: string): number {
  return sideAgainstSides(view, me, playerSide, chimeraSide);
}
