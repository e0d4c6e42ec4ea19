/** Dice operations: rolling (1 power, 3 class, 2 basic faces), raising, lowering, setting. */
import type { DieLevel } from '../domain/dice';
import { dieLevelAt, levelRank } from './costs';
import { randomInt } from './rng';
import type { DieState, GameState, PlayerId } from './state';

const FACES: readonly DieLevel[] = ['power', 'class', 'class', 'class', 'basic', 'basic'];

export function rollDie(state: GameState, die: DieState): void {
  die.level = FACES[randomInt(state, FACES.length)] ?? 'basic';
  die.location = 'active';
  die.host = null;
}

export function diceOf(state: GameState, player: PlayerId): DieState[] {
  return state.players[player].dice.map((id) => state.dice[id] as DieState);
}

export function raise(die: DieState): void {
  die.level = dieLevelAt(levelRank(die.level) + 1);
}

export function lower(die: DieState): void {
  die.level = dieLevelAt(levelRank(die.level) - 1);
}

export function recordDiceHistory(state: GameState, player: PlayerId): void {
  const active = diceOf(state, player).filter((d) => d.location === 'active');
  state.players[player].diceHistory.push({
    round: state.round,
    dice: active.map((d) => ({ magic: d.magic, level: d.level })),
  });
}
