import { unplayableChimeraCards } from '../../../engine';
import { LEAGUE_NAMES } from '../../../protocol/lobby';
import { leagueGameDetails } from '../../../protocol/lobby-newgame';
import type { NewGameDetails } from '../../../protocol/lobby-newgame';
import { GameLogStore } from '../../gamenodes/game-log-store';
import { publishGame, sendGameState } from '../broadcaster';
import { closeGame, leaveGame } from '../game-exits';
import { launchGame } from '../game-launch';
import type { LobbyHandlers } from '../handler-table';
import { handOffMembers, sendHandoff } from '../handoff';
import { LobbyGameRecord } from '../lobby-game';
import type { LobbyState } from '../lobby-state';
import { can, isSupporter } from '../lobby-user';
import type { LobbyIdentity } from '../lobby-user';
import { Refusal, requirePermission, requireUser, TEXTS } from '../refusal';
import { PRACTICE_TEXTS, practiceDetails, refuseStrayOpponent } from '../practice';
import { restoreLobbyGame } from '../restored-game';

/**
 * The game table: creating, joining, watching, leaving, removing and starting games, and
 * what the nodes report of a game's place (closed, left through the game socket, moved).
 */

export const gameHandlers: Pick<
  LobbyHandlers,
  'newgame' | 'joingame' | 'watchgame' | 'leavegame' | 'removegame' | 'startgame'
> = {
  newgame: async (lobby, connection, message) => {
    const user = requireUser(connection, TEXTS.loginToCreate);
    return { gameId: (await newGame(lobby, user, message.details)).id };
  },
  joingame: (lobby, connection, message) => {
    join(lobby, requireUser(connection, TEXTS.loginToJoin), message.gameId, message.password);
    return {};
  },
  watchgame: async (lobby, connection, message) => {
    const user = requireUser(connection, TEXTS.loginToWatch);
    await watch(lobby, user, message.gameId, message.password);
    return {};
  },
  leavegame: (lobby, connection, message) => {
    const user = requireUser(connection, TEXTS.unauthorised);
    const game = lobby.gameOf(user.id);
    // Already out (the board leaves through the game socket and the lobby at once):
    // nothing to do, and no stray game error for the next pending game.
    if (!game) return {};
    if (message.gameId !== null && message.gameId !== game.id) {
      throw new Refusal('You are not in that game');
    }
    leaveGame(lobby, user, game.id);
    return {};
  },
  removegame: (lobby, connection, message) => {
    requirePermission(connection, 'canManageGames');
    closeGame(lobby, lobby.findGame(message.gameId));
    return {};
  },
  startgame: async (lobby, connection, message) => {
    await startGame(lobby, requireUser(connection, TEXTS.unauthorised), message.gameId);
    return {};
  },
};

async function newGame(
  lobby: LobbyState,
  user: LobbyIdentity,
  requested: NewGameDetails,
): Promise<LobbyGameRecord> {
  if (lobby.gameOf(user.id)) throw new Refusal(TEXTS.alreadyInGame);
  let details = normaliseDetails(requested, isSupporter(user));
  if (requested.newGameType === 'league' || requested.pairing !== null) {
    details = await leagueDetails(lobby, user, requested);
  }
  const game = new LobbyGameRecord(details, user);
  lobby.games.set(game.id, game);
  lobby.ctx.logger.info(
    { gameId: game.id, owner: user.username, format: details.gameFormat, type: details.gameType },
    'Game created',
  );
  publishGame(lobby, game);
  sendGameState(lobby, game);
  return game;
}

/** The settings the server enforces whatever the form sent. */
export function normaliseDetails(details: NewGameDetails, supporter: boolean): NewGameDetails {
  if (details.newGameType === 'practice') return practiceDetails(details, supporter);
  refuseStrayOpponent(details);
  const chimera = details.newGameType === 'chimera';
  const ranked = !chimera && (details.ranked || details.gameType === 'competitive');
  const gameFormat = chimera
    ? 'solo'
    : details.gameFormat === 'solo'
      ? 'constructed'
      : details.gameFormat;
  return {
    ...details,
    name: details.name.trim(),
    newGameType: details.newGameType === 'league' ? 'pvp' : details.newGameType,
    gameFormat,
    ranked,
    gameType: ranked ? 'competitive' : 'casual',
    saveReplay: ranked || (supporter && details.saveReplay),
    pairing: null,
    league: null,
  };
}

async function leagueDetails(
  lobby: LobbyState,
  user: LobbyIdentity,
  requested: NewGameDetails,
): Promise<NewGameDetails> {
  if (requested.pairing === null) throw new Refusal('A league game needs a pairing');
  const pairing = await lobby.leagues.get(requested.pairing);
  if (!pairing) throw new Refusal('No such pairing');
  if (pairing.played) throw new Refusal('This pairing has already been played');
  const me = user.username.toLowerCase();
  if (![pairing.ashtableP1, pairing.ashtableP2].some((p) => p.toLowerCase() === me)) {
    throw new Refusal('You are not in this pairing');
  }
  return leagueGameDetails(
    pairing.league,
    pairing.id,
    pairing.ashtableP1,
    pairing.ashtableP2,
    LEAGUE_NAMES[pairing.league],
  );
}

function join(
  lobby: LobbyState,
  user: LobbyIdentity,
  gameId: string,
  password: string | null,
): void {
  const game = lobby.findGame(gameId);
  if (!lobby.canSee(user, game)) throw new Refusal(TEXTS.notFound);
  if (game.isPlayer(user.id)) return;
  if (lobby.gameOf(user.id)) throw new Refusal(TEXTS.alreadyInGame);
  if (game.started) throw new Refusal('The game has already started');
  if (game.solo) throw new Refusal('You cannot join a solo game');
  if (game.practice) throw new Refusal(PRACTICE_TEXTS.joinPractice);
  if (game.full) throw new Refusal('The game is full');
  checkPassword(game, password);
  game.addPlayer(user);
  publishGame(lobby, game);
  sendGameState(lobby, game);
}

async function watch(
  lobby: LobbyState,
  user: LobbyIdentity,
  gameId: string,
  password: string | null,
): Promise<void> {
  const game = lobby.findGame(gameId);
  if (!lobby.canSee(user, game)) throw new Refusal(TEXTS.notFound);
  if (game.isSpectator(user.id)) return;
  if (lobby.gameOf(user.id)) throw new Refusal(TEXTS.alreadyInGame);
  if (!game.details.allowSpectators && !can(user, 'canManageGames')) {
    throw new Refusal('This game does not allow spectators');
  }
  if (game.started && game.seats.length < 2) throw new Refusal('This game cannot be watched');
  checkPassword(game, password);
  game.spectators.set(user.id, user);
  publishGame(lobby, game);
  sendGameState(lobby, game);
  if (game.started) {
    for (const connection of lobby.connectionsOf(user.id)) {
      await sendHandoff(lobby, connection, game);
    }
  }
}

/** The Chimera's deck (the seat without a user) is one the engine can play. */
function chimeraPlayable(game: LobbyGameRecord): boolean {
  const deck = game.seats.find((s) => s.user === null)?.deck;
  const chimera = deck?.phoenixbornStub ?? deck?.phoenixborn[0]?.id;
  if (!deck || !chimera) return false;
  return (
    unplayableChimeraCards(
      chimera,
      deck.cards.map((c) => c.id),
    ).length === 0
  );
}

function checkPassword(game: LobbyGameRecord, password: string | null): void {
  if (game.password && password !== game.password) {
    throw new Refusal(TEXTS.wrongPassword, 'passworderror');
  }
}

async function startGame(lobby: LobbyState, user: LobbyIdentity, gameId: string): Promise<void> {
  const game = lobby.findGame(gameId);
  const refusal = game.startRefusal(user.id);
  if (refusal) throw new Refusal(refusal);
  // The engine plays the Chimera's side only for a deck whose cards are all scripted: any
  // other would be a board where the Chimera cannot act.
  if (game.details.newGameType === 'chimera' && !chimeraPlayable(game))
    throw new Refusal(TEXTS.chimeraNotPlayable);
  await launchGame(lobby, game, user);
}

// ---- node events -----------------------------------------------------------------------------

/** The node ended the game (or everyone left it): it leaves the list. */
export function gameClosed(lobby: LobbyState, gameId: string): void {
  const game = lobby.games.get(gameId);
  if (game) closeGame(lobby, game);
}

/** Someone left through the game socket: the lobby lets them go without telling the node. */
export function userLeft(lobby: LobbyState, gameId: string, username: string): void {
  const game = lobby.games.get(gameId);
  const member = game?.members.find((m) => m.username === username);
  if (game && member) leaveGame(lobby, member, gameId, true);
}

export function gameMoved(lobby: LobbyState, gameId: string, node: string): void {
  void moveGame(lobby, gameId, node).catch((error: unknown) => {
    lobby.ctx.logger.error({ err: error, gameId, node }, 'Could not hand a moved game over');
  });
}

/** Lists a moved game on its new node (from its stored spec if unknown) and hands its members there. */
async function moveGame(lobby: LobbyState, gameId: string, node: string): Promise<void> {
  let game = lobby.games.get(gameId);
  if (!game) {
    const stored = await new GameLogStore(lobby.ctx.database, 0).game(gameId);
    const restored = stored && (await restoreLobbyGame(lobby.ctx.database.db, stored.spec, node));
    if (!restored || lobby.games.has(gameId)) return;
    lobby.games.set(gameId, restored);
    game = restored;
  }
  game.node = node;
  lobby.ctx.logger.info({ gameId, node }, 'Game moved to a node');
  publishGame(lobby, game);
  await handOffMembers(lobby, game);
}
