/** Ending a game by a rule outside the board: concession, leaving, the clocks. */
import { addAlert, playerPart } from './log';
import { lastSideStanding, leadPlayer, turnOrderFrom } from './sides';
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

/**
 * A game time limit: the Phoenixborn with the most life left wins; a tie goes to the first
 * player's opponent (of the tied seats, the one latest in turn order from the first player).
 */
export function endByTimeLimit(state: GameState): void {
  const left = (p: PlayerId) => -(state.cards[state.players[p].phoenixborn]?.tokens.damage ?? 0);
  const order = turnOrderFrom(state, state.firstPlayer ?? leadPlayer(state));
  const winner = order.reduce((best, p) => (left(p) >= left(best) ? p : best));
  endGame(state, winner, 'time limit');
}

/** A chess clock ran out: that player loses. */
export function endByTime(state: GameState, loser: PlayerId): void {
  addAlert(state, 'danger', [playerPart(state, loser), ' has run out of time']);
  endGame(state, lastSideStanding(state, [loser]), 'time');
}
