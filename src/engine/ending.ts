/** Ending a game by a rule outside the board: concession, leaving, the clocks. */
import { opponent } from './cardinfo';
import { addAlert, playerPart } from './log';
import type { GameState, PlayerId } from './state';

export function endGame(state: GameState, winner: PlayerId | null, reason: string): void {
  state.winner = winner;
  state.winReason = reason;
  state.phase = 'gameover';
  state.stack = [];
  state.decision = null;
  addAlert(
    state,
    'success',
    winner
      ? [playerPart(state, winner), ` has won the game (${reason})`]
      : [`The game has ended (${reason})`],
  );
}

/** A game time limit: the Phoenixborn with more life left wins; a tie goes to the first player's opponent. */
export function endByTimeLimit(state: GameState): void {
  const left = (p: PlayerId) => -(state.cards[state.players[p].phoenixborn]?.tokens.damage ?? 0);
  const a = left('p1');
  const b = left('p2');
  const winner = a === b ? opponent(state.firstPlayer ?? 'p1') : a > b ? 'p1' : 'p2';
  endGame(state, winner, 'time limit');
}

/** A chess clock ran out: that player loses. */
export function endByTime(state: GameState, loser: PlayerId): void {
  addAlert(state, 'danger', [playerPart(state, loser), ' has run out of time']);
  endGame(state, opponent(loser), 'time');
}
