/** How the results lists show a game record. */
import type { GameRecord, GameRecordPlayer } from '../../../protocol/results';

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** YYYY-MM-DD HH:mm in the browser's time zone. */
export function formatDate(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** Hours and minutes between start and finish, e.g. '1h 05m'. */
export function formatDuration(startedAt: string, finishedAt: string): string {
  const ms = new Date(finishedAt).getTime() - new Date(startedAt).getTime();
  const minutes = Number.isFinite(ms) ? Math.max(0, Math.floor(ms / 60_000)) : 0;
  return `${Math.floor(minutes / 60)}h ${pad(minutes % 60)}m`;
}

/** My seat of a game (by username), else the first seat. */
export function myPlayer(game: GameRecord, me: string): GameRecordPlayer | undefined {
  return game.players.find((p) => p.name === me) ?? game.players[0];
}

export function opponentOf(game: GameRecord, me: string): GameRecordPlayer | undefined {
  const mine = myPlayer(game, me);
  return game.players.find((p) => p !== mine);
}

/** The opponent's name, with level and stage for a solo game's Chimera: 'Chimera (H2)'. */
export function opponentName(game: GameRecord, me: string): string {
  const opponent = opponentOf(game, me);
  if (!opponent) return '';
  if (game.gameType === 'solo' && (opponent.level || opponent.stage)) {
    return `${opponent.name} (${opponent.level ?? ''}${opponent.stage ?? ''})`;
  }
  return opponent.name;
}

/** Blood points: the wounds of the loser (0 without a winner). */
export function bloodPoints(game: GameRecord): number {
  if (!game.winner) return 0;
  return game.players.find((p) => p.name !== game.winner)?.wounds ?? 0;
}

export function deckLabel(player: GameRecordPlayer | undefined): string {
  if (!player) return '';
  return player.deck.name || player.deck.phoenixborn;
}

/** The Ranked column: Y for a ranked game; a practice game (never ranked) says so. */
export function rankedLabel(game: GameRecord): string {
  if (game.gameType === 'competitive') return 'Y';
  return game.gameType === 'practice' ? 'Practice' : '';
}
