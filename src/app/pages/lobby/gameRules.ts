import type { ClientUser } from '../../../protocol/user';
import type { LobbyGame } from '../../../protocol/lobby';

/**
 * The lobby's rules as the browser applies them (lobby-and-results.md section 4). The server
 * checks the same things again; these decide what is offered.
 */

export function isSupporterUser(user: ClientUser | null): boolean {
  return !!user && (user.patreon === 'pledged' || user.permissions.isSupporter === true);
}

export function canManageGames(user: ClientUser | null): boolean {
  return user?.permissions.canManageGames === true;
}

/** Join: one player, not started, not full, not solo, and the user is in no game. */
export function canJoin(game: LobbyGame, inGame: boolean): boolean {
  return (
    Object.keys(game.players).length === 1 && !game.started && !game.full && !game.solo && !inGame
  );
}

/** Watch: the user is in no game, spectators are allowed (or staff), and it is watchable. */
export function canWatch(game: LobbyGame, inGame: boolean, user: ClientUser | null): boolean {
  const playerCount = Object.keys(game.players).length;
  return (
    !inGame && (game.allowSpectators || canManageGames(user)) && !(game.started && playerCount < 2)
  );
}

export interface StartState {
  /** The user pressed Start or a game node connection is under way. */
  connecting: boolean;
}

/** Every player has a selected deck that is legal to play (solo games skip legality). */
function decksReady(game: LobbyGame): boolean {
  return Object.values(game.players).every(
    (p) => p.deck.selected && (game.solo || p.deck.status.legalToPlay),
  );
}

export function canStart(game: LobbyGame, username: string | undefined, state: StartState) {
  return (
    !!username &&
    game.owner === username &&
    Object.keys(game.players).length >= 2 &&
    decksReady(game) &&
    !state.connecting
  );
}

export interface StatusInputs {
  startRequested: boolean;
  connectingHost: string | null;
  gameError: string | null;
}

/** The pending game's status text. */
export function pendingStatus(
  game: LobbyGame,
  username: string | undefined,
  inputs: StatusInputs,
): string {
  if (inputs.gameError) return inputs.gameError;
  if (inputs.connectingHost) return `Connecting to game server ${inputs.connectingHost}`;
  if (inputs.startRequested) return 'Waiting for lobby server...';
  if (Object.keys(game.players).length < 2) return 'Waiting for players...';
  if (!decksReady(game)) return 'Waiting for players to select decks';
  return game.owner === username
    ? 'Ready to begin, click start to begin the game'
    : 'Ready to begin, waiting for opponent to start the game';
}

/** Time since a timestamp as HH:mm, floored at zero. */
export function elapsed(since: string | null, now: number): string {
  if (!since) return '00:00';
  const minutes = Math.max(0, Math.floor((now - Date.parse(since)) / 60_000));
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The list row's status and the timestamp it counts from. */
export function listStatus(game: LobbyGame): { text: string; since: string | null } {
  if (game.finishedAt) return { text: 'Finished', since: game.finishedAt };
  if (game.started) return { text: 'Started', since: game.startedAt };
  return { text: 'Created', since: game.createdAt };
}

/** Whether one of the game's players has blocked, or is blocked by, the user. */
export function involvesBlocked(game: LobbyGame, user: ClientUser | null): boolean {
  if (!user) return false;
  const blocked = user.blockList.map((n) => n.toLowerCase());
  return Object.keys(game.players).some((name) => blocked.includes(name.toLowerCase()));
}
