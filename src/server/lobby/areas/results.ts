import type { FinishedGameRecord } from '../../../protocol/results';
import type { GameOutcome } from '../../gamenodes/game-node';
import { recordFinishedGame } from '../../services/game-records';
import { publishGame, sendGameState, sendRatingChange } from '../broadcaster';
import { closeGame } from '../game-exits';
import type { LobbyGameRecord } from '../lobby-game';
import type { LobbyState } from '../lobby-state';

/**
 * A game's end as the node reports it: it stays listed as Finished for a while, and its
 * result is stored (results, stats, Elo, replay), each player then seeing their rating change.
 */

/** A finished game stays listed (as Finished) this long unless its players leave sooner. */
export const FINISHED_GAME_LINGER_MS = 10 * 60_000;

export function gameFinished(lobby: LobbyState, gameId: string, outcome: GameOutcome): void {
  const game = lobby.games.get(gameId);
  if (!game || game.finishedAt) return;
  game.finishedAt = new Date();
  game.winner = outcome.winner;
  lobby.ctx.logger.info(
    { gameId, winner: outcome.winner, reason: outcome.winReason, rounds: outcome.rounds },
    'Game finished',
  );
  publishGame(lobby, game);
  sendGameState(lobby, game);
  const cancel = lobby.schedule(
    'close finished game',
    () => {
      lobby.finishedTimers.delete(game.id);
      closeGame(lobby, game);
    },
    FINISHED_GAME_LINGER_MS,
  );
  lobby.finishedTimers.set(game.id, cancel);
  void recordResult(lobby, game, outcome).catch((error: unknown) => {
    lobby.ctx.logger.error({ err: error, gameId }, 'Could not record a finished game');
  });
}

/** Stores the finished game for results, stats, Elo and its replay. */
async function recordResult(
  lobby: LobbyState,
  game: LobbyGameRecord,
  outcome: GameOutcome,
): Promise<void> {
  if (!game.startedAt || !game.finishedAt || outcome.players.length === 0) return;
  const d = game.details;
  const pairing = d.pairing !== null ? await lobby.leagues.get(d.pairing) : null;
  const record: FinishedGameRecord = {
    gameId: game.id,
    name: d.name,
    label: d.label || null,
    gameType: game.solo ? 'solo' : game.practice ? 'practice' : d.gameType,
    gameFormat: d.gameFormat,
    solo: game.solo,
    startedAt: game.startedAt,
    finishedAt: game.finishedAt,
    winner: outcome.winner,
    winReason: outcome.winReason,
    rounds: outcome.rounds,
    players: game.startedSeats.map((seat) => {
      const stats = outcome.players.find((p) => p.name === seat.name);
      const stub = seat.deck?.phoenixbornStub ?? null;
      return {
        userId: seat.user?.id ?? null,
        name: seat.name,
        deck: {
          id: seat.deckPrecon ? null : seat.deckId,
          name: seat.deck?.name ?? '',
          phoenixborn: (stub && lobby.ctx.catalogue.get(stub)?.name) || stub || '',
          phoenixbornStub: stub,
        },
        wounds: stats?.wounds ?? 0,
        diceSpent: stats?.diceSpent ?? 0,
        cardsPlayed: stats?.cardsPlayed ?? 0,
      };
    }),
    chat: outcome.chat,
    saveReplay: d.saveReplay,
    isPublic: d.allowSpectators && d.password.length === 0,
    pairing: pairing ? { tag: pairing.tag, league: pairing.league } : null,
    replay: outcome.replay,
  };
  const recorded = await recordFinishedGame(lobby.ctx, record);
  if (recorded.elo.length === 0) return;
  // Each player sees their own new rating on the win splash, in their next game state.
  for (const { userId, before, after } of recorded.elo) {
    const seat = game.startedSeats.find((s) => s.user?.id === userId);
    if (seat) game.ratingChanges.set(userId, { name: seat.name, before, after });
  }
  if (lobby.games.get(game.id) === game)
    for (const { userId } of recorded.elo) sendRatingChange(lobby, game, userId);
}
