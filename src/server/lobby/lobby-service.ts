import { guard } from '../sockets/fault-guard';
import { TokenBucket } from '../sockets/token-bucket';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io';
import { LEAGUE_NAMES } from '../../protocol/lobby';
import type { BannerNotice, GameHandoff, LobbyUser } from '../../protocol/lobby';
import type { LobbyClientMessage } from '../../protocol/lobby-client';
import { leagueGameDetails } from '../../protocol/lobby-newgame';
import type { NewGameDetails } from '../../protocol/lobby-newgame';
import type { LobbyServerEvents } from '../../protocol/lobby-server';
import type { FinishedGameRecord } from '../../protocol/results';
import { recordFinishedGame } from '../services/game-records';
import type { ServerContext } from '../context';
import { users } from '../db/schema';
import type { GameNode, GameNodeListener, GameOutcome, HostedPlayer } from '../gamenodes/game-node';
import { chatIdentity } from '../gamenodes/chat-identities';
import { signHandoff } from '../gamenodes/handoff-token';
import { realScheduler } from '../gamenodes/hosted-game';
import { rematchCalledOffText } from '../gamenodes/rematch';
import type { ClockScheduler } from '../gamenodes/hosted-game';
import { NodeRequestError } from '../gamenodes/node-directory';
import { deckAltArts, profileOptionSettings } from '../gamenodes/player-settings';
import type { GameNodeRegistry } from '../gamenodes/registry';
import type { ChatStore } from './chat-store';
import { CHOSEN_CHIMERA_STATUS, lobbyDeckStatus } from './deck-source';
import type { DeckSource, GameDeck } from './deck-source';
import type { LeagueStore } from './league-store';
import { GameLogStore } from '../gamenodes/game-log-store';
import { LobbyGameRecord } from './lobby-game';
import { restoreLobbyGame } from './restored-game';
import type { Seat, SeatDeck } from './lobby-game';
import {
  blockedBetween,
  can,
  isSupporter,
  loadLobbyIdentity,
  loadProfileGameSettings,
  toLobbyUser,
} from './lobby-user';
import type { LobbyIdentity } from './lobby-user';

/** Why a message was refused; `event` is the server message that carries the text. */
export class Refusal extends Error {
  constructor(
    message: string,
    readonly event: 'gameerror' | 'passworderror' | 'nochat' | 'authfailed' = 'gameerror',
  ) {
    super(message);
  }
}

export interface Connection {
  socket: Socket;
  user: LobbyIdentity | null;
  /** Games this connection has been sent, so changes become newgame/updategame/removegame. */
  visibleGames: Set<string>;
}

/** A player whose lobby socket dropped keeps their pending seat this long. */
const RECONNECT_GRACE_MS = 30_000;

export const TEXTS = {
  loginToCreate: 'Please log in to be able to start a new game',
  loginToJoin: 'Please login before trying to join a game',
  loginToWatch: 'Please login before trying to watch a game',
  loginToChat: 'You must be logged in to send lobby chat messages',
  wrongPassword: 'Incorrect game password',
  notFound: 'The game you tried to join was not found.',
  alreadyInGame: 'You are already in a game',
  notInGame: 'You are not a player in this game',
  noRematch: 'There is no agreed rematch for this game',
  rematchDeckChosen: 'You have already chosen your deck for the rematch',
  unauthorised: 'Unauthorized',
  authFailed: 'Authentication failed',
  nodeTimeout: 'The game node did not answer in time, please try to start the game again',
  nodeRefused: 'The game node could not start the game',
  chimeraNotPlayable:
    "Solo games against the Chimera cannot be started yet: the Chimera's turns are not automated here.",
} as const;

/** A finished game stays listed (as Finished) this long unless its players leave sooner. */
export const FINISHED_GAME_LINGER_MS = 10 * 60_000;

/**
 * The lobby: who is here, which games exist, the chat, and the start of a game on a node.
 * Every message arrives parsed; each method either changes the lobby and tells the people
 * concerned, or throws a Refusal and changes nothing.
 */
export class LobbyService implements GameNodeListener {
  private readonly connections = new Map<string, Connection>();
  private readonly games = new Map<string, LobbyGameRecord>();
  /** Cancels of the reconnect grace of users whose lobby sockets all dropped. */
  private readonly leaveTimers = new Map<number, () => void>();
  /** Cancels of the ten minutes a finished game stays listed. */
  private readonly finishedTimers = new Map<string, () => void>();
  private banner: BannerNotice | null = null;
  /** Log lines written on a client's word (connectfailed): ten at once, then one every 6 s. */
  private readonly clientReports = new TokenBucket(1 / 6, 10);
  /** The lobby's timers; tests swap in a scheduler whose time they move. */
  timers: ClockScheduler = realScheduler;

  constructor(
    private readonly ctx: ServerContext,
    private readonly nodes: GameNodeRegistry,
    private readonly decks: DeckSource,
    private readonly chatStore: ChatStore,
    private readonly leagues: LeagueStore,
  ) {}

  async start(): Promise<void> {
    // Nothing to load: games live in memory and chat is read from the database when sent.
  }

  stop(): void {
    for (const cancel of this.leaveTimers.values()) cancel();
    this.leaveTimers.clear();
    for (const cancel of this.finishedTimers.values()) cancel();
    this.finishedTimers.clear();
  }

  // ---- connections -------------------------------------------------------------------------

  connect(socket: Socket): Connection {
    const connection: Connection = { socket, user: null, visibleGames: new Set() };
    this.connections.set(socket.id, connection);
    this.emit(connection, 'users', this.userList());
    this.sendGames(connection);
    void this.sendChat(connection);
    if (this.banner) this.emit(connection, 'banner', this.banner);
    return connection;
  }

  disconnect(connection: Connection): void {
    this.connections.delete(connection.socket.id);
    const user = connection.user;
    if (!user || this.connectionsOf(user.id).length > 0) return;
    this.broadcast('userleft', { name: user.username });
    const game = this.gameOf(user.id);
    if (game?.finishedAt && game.isPlayer(user.id)) {
      this.callOffRematch(game, rematchCalledOffText(user.username, 'disconnected'));
    }
    if (game && !game.started) {
      this.leaveTimers.set(
        user.id,
        this.schedule(
          'leave after disconnect',
          () => {
            this.leaveTimers.delete(user.id);
            if (this.connectionsOf(user.id).length === 0) this.leave(user, game.id);
          },
          RECONNECT_GRACE_MS,
        ),
      );
    }
  }

  /** A lobby timer, guarded: a fault in it is logged and never reaches the event loop. */
  private schedule(what: string, fire: () => void, ms: number): () => void {
    const log = (error: unknown) =>
      this.ctx.logger.error({ err: error, what }, 'A lobby timer failed');
    return this.timers.schedule(guard(fire, log, log), ms);
  }

  async authenticate(connection: Connection, token: string): Promise<void> {
    const claims = await this.ctx.signer.verifyAccess(token);
    const identity = claims ? await loadLobbyIdentity(this.ctx.database.db, claims.userId) : null;
    if (!identity) throw new Refusal(TEXTS.authFailed, 'authfailed');
    const previous = connection.user;
    if (previous && previous.id !== identity.id) {
      connection.user = null;
      if (this.connectionsOf(previous.id).length === 0) {
        this.broadcast('userleft', { name: previous.username });
      }
    }
    const firstConnection = this.connectionsOf(identity.id).length === 0;
    connection.user = identity;
    const cancelLeave = this.leaveTimers.get(identity.id);
    if (cancelLeave) {
      cancelLeave();
      this.leaveTimers.delete(identity.id);
    }
    // Fresh permissions and block list for this user's other connections too.
    for (const other of this.connectionsOf(identity.id)) other.user = identity;
    if (firstConnection && previous?.id !== identity.id) {
      this.broadcast('newuser', toLobbyUser(identity));
    }
    connection.visibleGames.clear();
    this.sendGames(connection);
    await this.sendChat(connection);
    const game = this.gameOf(identity.id);
    if (game?.started) {
      await this.sendHandoff(connection, game);
      this.sendRatingChange(game, identity.id);
    } else if (game) this.emit(connection, 'gamestate', game.summaryFor(identity.id));
  }

  // ---- messages ----------------------------------------------------------------------------

  /** Handles one parsed message; returns data for the acknowledgement. */
  async handle(
    connection: Connection,
    message: LobbyClientMessage,
  ): Promise<Record<string, unknown>> {
    switch (message.type) {
      case 'authenticate':
        await this.authenticate(connection, message.token);
        return {};
      case 'ping':
        return {};
      case 'connectfailed': {
        // Any client can send this: its log lines are capped so none can fill the log.
        if (this.clientReports.take())
          this.ctx.logger.warn({ user: connection.user?.username }, 'Game node connection failed');
        // Handoff tokens are short-lived: a game socket that could not get back in (its token
        // ran out while it was away) gets a fresh handoff to its running game.
        const game = connection.user ? this.gameOf(connection.user.id) : undefined;
        if (game?.started) await this.sendHandoff(connection, game);
        return {};
      }
      case 'newgame':
        return {
          gameId: (
            await this.newGame(this.requireUser(connection, TEXTS.loginToCreate), message.details)
          ).id,
        };
      case 'joingame':
        this.join(
          this.requireUser(connection, TEXTS.loginToJoin),
          message.gameId,
          message.password,
        );
        return {};
      case 'watchgame':
        await this.watch(
          this.requireUser(connection, TEXTS.loginToWatch),
          message.gameId,
          message.password,
        );
        return {};
      case 'leavegame': {
        const user = this.requireUser(connection, TEXTS.unauthorised);
        const game = this.gameOf(user.id);
        // Already out (the board leaves through the game socket and the lobby at once):
        // nothing to do, and no stray game error for the next pending game.
        if (!game) return {};
        if (message.gameId !== null && message.gameId !== game.id) {
          throw new Refusal('You are not in that game');
        }
        this.leave(user, game.id);
        return {};
      }
      case 'removegame':
        this.removeGameAsStaff(
          this.requirePermission(connection, 'canManageGames'),
          message.gameId,
        );
        return {};
      case 'startgame':
        await this.startGame(this.requireUser(connection, TEXTS.unauthorised), message.gameId);
        return {};
      case 'selectdeck':
        await this.selectDeck(this.requireUser(connection, TEXTS.unauthorised), message);
        return {};
      case 'rematchdeck':
        await this.chooseRematchDeck(this.requireUser(connection, TEXTS.unauthorised), message);
        return {};
      case 'setsololevel':
      case 'setsolostage':
        this.setSolo(this.requireUser(connection, TEXTS.unauthorised), message);
        return {};
      case 'chat':
        await this.postChat(
          this.requireUser(connection, TEXTS.loginToChat, 'nochat'),
          message.text,
        );
        return {};
      case 'removemessage':
        await this.removeMessage(
          this.requirePermission(connection, 'canModerateChat'),
          message.messageId,
        );
        return {};
      case 'clearsessions':
        return {
          cleared: await this.clearSessions(
            this.requirePermission(connection, 'canManageUsers'),
            message.username,
          ),
        };
      case 'getnodestatus':
        this.requirePermission(connection, 'canManageNodes');
        this.emit(connection, 'nodestatus', this.nodes.statuses());
        return {};
      case 'togglenode':
        this.requirePermission(connection, 'canManageNodes');
        if (!this.nodes.toggle(message.nodeName)) throw new Refusal('No such game node');
        this.emit(connection, 'nodestatus', this.nodes.statuses());
        return {};
      case 'restartnode': {
        this.requirePermission(connection, 'canManageNodes');
        const node = this.nodes.get(message.nodeName);
        if (!node) throw new Refusal('No such game node');
        try {
          await node.restart();
        } catch (error) {
          this.ctx.logger.warn({ err: error, node: node.name }, 'A game node did not restart');
          throw new Refusal('The game node did not answer');
        }
        this.emit(connection, 'nodestatus', this.nodes.statuses());
        return {};
      }
    }
  }

  private requireUser(
    connection: Connection,
    text: string,
    event: Refusal['event'] = 'gameerror',
  ): LobbyIdentity {
    if (!connection.user) throw new Refusal(text, event);
    return connection.user;
  }

  private requirePermission(connection: Connection, permission: string): LobbyIdentity {
    const user = this.requireUser(connection, TEXTS.unauthorised);
    if (!can(user, permission)) throw new Refusal(TEXTS.unauthorised);
    return user;
  }

  // ---- games -------------------------------------------------------------------------------

  private async newGame(user: LobbyIdentity, requested: NewGameDetails): Promise<LobbyGameRecord> {
    if (this.gameOf(user.id)) throw new Refusal(TEXTS.alreadyInGame);
    let details = normaliseDetails(requested, isSupporter(user));
    if (requested.newGameType === 'league' || requested.pairing !== null) {
      details = await this.leagueDetails(user, requested);
    }
    const game = new LobbyGameRecord(details, user);
    this.games.set(game.id, game);
    this.ctx.logger.info(
      { gameId: game.id, owner: user.username, format: details.gameFormat, type: details.gameType },
      'Game created',
    );
    this.publishGame(game);
    this.sendGameState(game);
    return game;
  }

  private async leagueDetails(
    user: LobbyIdentity,
    requested: NewGameDetails,
  ): Promise<NewGameDetails> {
    if (requested.pairing === null) throw new Refusal('A league game needs a pairing');
    const pairing = await this.leagues.get(requested.pairing);
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

  private findGame(gameId: string): LobbyGameRecord {
    const game = this.games.get(gameId);
    if (!game) throw new Refusal(TEXTS.notFound);
    return game;
  }

  private join(user: LobbyIdentity, gameId: string, password: string | null): void {
    const game = this.findGame(gameId);
    if (!this.canSee(user, game)) throw new Refusal(TEXTS.notFound);
    if (game.isPlayer(user.id)) return;
    if (this.gameOf(user.id)) throw new Refusal(TEXTS.alreadyInGame);
    if (game.started) throw new Refusal('The game has already started');
    if (game.solo) throw new Refusal('You cannot join a solo game');
    if (game.full) throw new Refusal('The game is full');
    this.checkPassword(game, password);
    game.addPlayer(user);
    this.publishGame(game);
    this.sendGameState(game);
  }

  private async watch(user: LobbyIdentity, gameId: string, password: string | null) {
    const game = this.findGame(gameId);
    if (!this.canSee(user, game)) throw new Refusal(TEXTS.notFound);
    if (game.isSpectator(user.id)) return;
    if (this.gameOf(user.id)) throw new Refusal(TEXTS.alreadyInGame);
    if (!game.details.allowSpectators && !can(user, 'canManageGames')) {
      throw new Refusal('This game does not allow spectators');
    }
    if (game.started && game.seats.length < 2) throw new Refusal('This game cannot be watched');
    this.checkPassword(game, password);
    game.spectators.set(user.id, user);
    this.publishGame(game);
    this.sendGameState(game);
    if (game.started) {
      for (const connection of this.connectionsOf(user.id))
        await this.sendHandoff(connection, game);
    }
  }

  private checkPassword(game: LobbyGameRecord, password: string | null): void {
    if (game.password && password !== game.password) {
      throw new Refusal(TEXTS.wrongPassword, 'passworderror');
    }
  }

  /**
   * A player or spectator leaves; an owner leaving a pending game cancels it. A started
   * game's node hears of it (unless the leave came from the node): a player leaves there as
   * through the game socket, so the engine records it and their game sockets close.
   */
  leave(user: { id: number; username: string }, gameId: string, fromNode = false): void {
    const game = this.games.get(gameId);
    if (!game) return;
    const wasPlayer = game.isPlayer(user.id);
    if (!wasPlayer && !game.isSpectator(user.id)) return;
    if (wasPlayer && game.finishedAt) {
      this.callOffRematch(game, rematchCalledOffText(user.username, 'left'));
    }
    if (!game.started && wasPlayer && game.owner.id === user.id) {
      this.closeGame(game);
      return;
    }
    if (game.started && !fromNode) this.nodes.hostOf(game.id)?.leaveGame(game.id, user.username);
    game.remove(user.id);
    this.emitToUser(user.id, 'cleargamestate', null);
    if (game.humanPlayers.length === 0) {
      this.closeGame(game);
      return;
    }
    this.publishGame(game);
    this.sendGameState(game);
  }

  private removeGameAsStaff(_staff: LobbyIdentity, gameId: string): void {
    this.closeGame(this.findGame(gameId));
  }

  /** Drops a game from the lobby (and its node), telling everyone in it. */
  private closeGame(game: LobbyGameRecord): void {
    if (!this.games.delete(game.id)) return;
    const cancelLinger = this.finishedTimers.get(game.id);
    if (cancelLinger) {
      cancelLinger();
      this.finishedTimers.delete(game.id);
    }
    const members = game.members;
    const host = this.nodes.hostOf(game.id);
    if (host) host.endGame(game.id);
    for (const member of members) this.emitToUser(member.id, 'cleargamestate', null);
    const gone = [game.summary()];
    for (const connection of this.connections.values()) {
      if (connection.visibleGames.delete(game.id)) this.emit(connection, 'removegame', gone);
    }
  }

  private async startGame(user: LobbyIdentity, gameId: string): Promise<void> {
    const game = this.findGame(gameId);
    const refusal = game.startRefusal(user.id);
    if (refusal) throw new Refusal(refusal);
    // No runner can play the Chimera's side (its behaviour tables are not in the card data):
    // a started solo game would be a board where nothing can be done.
    if (game.details.newGameType === 'chimera') throw new Refusal(TEXTS.chimeraNotPlayable);
    await this.launch(game, user);
  }

  /**
   * Hosts a game whose seats are ready on the least-loaded node and hands its members off to
   * it; a failure leaves it pending and tells everyone, the starter through the Refusal.
   */
  private async launch(game: LobbyGameRecord, starter: LobbyIdentity): Promise<void> {
    const node = this.nodes.choose();
    if (!node) throw new Refusal('There are no game nodes available to host this game');
    game.startedAt = new Date();
    game.startedSeats = [...game.seats];
    game.node = node.name;
    try {
      await node.hostGame({
        gameId: game.id,
        details: game.details,
        players: await this.hostedPlayers(game.startedSeats),
        soloLevel: game.soloLevel,
        soloStage: game.soloStage,
        summary: game.summary(),
      });
    } catch (error) {
      game.startedAt = null;
      game.startedSeats = [];
      game.node = null;
      this.ctx.logger.error(
        { err: error, gameId: game.id, node: node.name },
        'A game node did not take a game',
      );
      const text =
        error instanceof NodeRequestError && error.timedOut ? TEXTS.nodeTimeout : TEXTS.nodeRefused;
      // Everyone waiting on the pending screen is told, not just the owner who pressed Start.
      for (const member of game.members) {
        if (member.id !== starter.id) this.emitToUser(member.id, 'gameerror', text);
      }
      throw new Refusal(text);
    }
    this.ctx.logger.info(
      { gameId: game.id, node: node.name, players: game.startedSeats.map((seat) => seat.name) },
      'Game started',
    );
    if (game.details.pairing !== null) await this.leagues.markPlayed(game.details.pairing, game.id);
    this.publishGame(game);
    this.sendGameState(game);
    for (const member of game.members) {
      for (const connection of this.connectionsOf(member.id)) {
        await this.sendHandoff(connection, game, node);
      }
    }
  }

  /** The seats as a node hosts them, each player with their profile's settings as of now. */
  private async hostedPlayers(seats: readonly Seat[]): Promise<HostedPlayer[]> {
    const userIds = seats.flatMap((s) => (s.user ? [s.user.id] : []));
    const profiles = await loadProfileGameSettings(this.ctx.database.db, userIds);
    return seats.map((seat) => {
      const player: HostedPlayer = {
        userId: seat.user?.id ?? null,
        username: seat.name,
        deck: seat.deck,
      };
      if (seat.user) player.chatIdentity = chatIdentity(seat.user.role, seat.user.faveColor);
      const profile = seat.user ? profiles.get(seat.user.id) : undefined;
      if (profile) {
        player.optionSettings = profileOptionSettings(profile.settings);
        player.altArts = deckAltArts(profile.altArts, seat.deck);
      }
      return player;
    });
  }

  private async sendHandoff(
    connection: Connection,
    game: LobbyGameRecord,
    chosen?: GameNode,
  ): Promise<void> {
    const user = connection.user;
    const node = chosen ?? (game.node ? this.nodes.get(game.node) : undefined);
    if (!user || !node) return;
    const lobbyHost = hostOf(connection.socket, this.ctx.config.trustProxy !== false);
    const port = node.port ?? lobbyHost.port;
    const handoff: GameHandoff = {
      address: node.address ?? lobbyHost.address,
      authToken: await signHandoff(this.ctx.signer, {
        gameId: game.id,
        userId: user.id,
        username: user.username,
        node: node.name,
        chatIdentity: chatIdentity(user.role, user.faveColor),
      }),
      user: user.username,
      gameId: game.id,
      name: node.name,
    };
    if (port !== null && port !== 80 && port !== 443) handoff.port = port;
    this.emit(connection, 'handoff', handoff);
  }

  private async selectDeck(
    user: LobbyIdentity,
    message: Extract<LobbyClientMessage, { type: 'selectdeck' }>,
  ): Promise<void> {
    const game = this.findGame(message.gameId);
    if (game.started) throw new Refusal('The game has already started');
    const own = game.seatOf(user.id);
    if (!own) throw new Refusal('You are not a player in this game');
    const seat = message.isOwn ? own : game.solo ? game.seats.find((s) => !s.user) : undefined;
    if (!seat) throw new Refusal('You can only choose your own deck');
    const chosen = await this.checkedDeck(user, message, seat.user === null, game);
    Object.assign(seat, chosen);
    this.publishGame(game);
    this.sendGameState(game);
  }

  /**
   * A deck from the picker, loaded and checked for this user and seat: "Choose for me"
   * (supporters), premium and restricted decks, player or Chimera deck, legality.
   */
  private async checkedDeck(
    user: LobbyIdentity,
    choice: { deckId: number; isPrecon: boolean; typeIndex: number | null },
    chimeraSeat: boolean,
    game: LobbyGameRecord,
  ): Promise<SeatDeck> {
    const supporter = isSupporter(user);
    let deckId = choice.deckId;
    let precon = choice.isPrecon;
    if (deckId === -1) {
      if (!supporter) throw new Refusal('Choose for me is for supporters');
      const set = await this.decks.setIds(user.id, choice.typeIndex ?? 0);
      const pick = set.ids[Math.floor(Math.random() * set.ids.length)];
      if (pick === undefined) throw new Refusal('There are no decks to choose from');
      deckId = pick;
      precon = set.precon;
    }
    const deck: GameDeck | null = precon
      ? await this.decks.precon(deckId)
      : await this.decks.personal(user.id, deckId);
    if (!deck) throw new Refusal('No such deck');
    if (deck.premium && !supporter) throw new Refusal('This deck is for supporters');
    if (deck.restricted && !can(user, 'canVerifyDecks')) throw new Refusal('No such deck');
    if (chimeraSeat !== deck.isChimera) {
      throw new Refusal(chimeraSeat ? 'Choose a chimera deck' : 'Choose a player deck');
    }
    const status = chimeraSeat
      ? CHOSEN_CHIMERA_STATUS
      : lobbyDeckStatus(deck, this.ctx.catalogue.cards, game.details.gameFormat);
    if (!status.legalToPlay && !game.solo) {
      throw new Refusal('This deck is not legal to play in this format');
    }
    return { deck, deckId, deckPrecon: precon, status };
  }

  // ---- rematch -----------------------------------------------------------------------------

  /** The node reports that every player asked for a rematch: they now choose their decks. */
  rematchAgreed(gameId: string): void {
    const game = this.games.get(gameId);
    if (!game?.finishedAt || game.rematch || game.solo || game.details.pairing !== null) return;
    if (game.humanPlayers.length < 2) return;
    game.rematch = new Map();
  }

  /** A player's deck for the agreed rematch; when every player has one, the rematch starts. */
  private async chooseRematchDeck(
    user: LobbyIdentity,
    message: Extract<LobbyClientMessage, { type: 'rematchdeck' }>,
  ): Promise<void> {
    const game = this.findGame(message.gameId);
    const seat = game.seatOf(user.id);
    if (!seat) throw new Refusal(TEXTS.notInGame);
    if (!game.rematch) throw new Refusal(TEXTS.noRematch);
    if (game.rematch.has(user.id)) throw new Refusal(TEXTS.rematchDeckChosen);
    const keep = message.deckId === null;
    if (keep && seat.deckId === null) throw new Refusal('Choose a deck for the rematch');
    const chosen = await this.checkedDeck(
      user,
      keep
        ? { deckId: seat.deckId ?? -1, isPrecon: seat.deckPrecon, typeIndex: null }
        : {
            deckId: message.deckId ?? -1,
            isPrecon: message.isPrecon,
            typeIndex: message.typeIndex,
          },
      false,
      game,
    );
    // The rematch may have been called off (or chosen from another tab) while the deck loaded.
    const decks = game.rematch;
    if (!decks || !game.isPlayer(user.id)) throw new Refusal(TEXTS.noRematch);
    if (decks.has(user.id)) throw new Refusal(TEXTS.rematchDeckChosen);
    decks.set(user.id, chosen);
    if (game.humanPlayers.every((player) => decks.has(player.id))) {
      await this.startRematch(game, decks, user);
    }
  }

  /**
   * The new game: the same players in the same seats, options and format, the chosen decks.
   * The players move to it; the finished game stays listed for its spectators.
   */
  private async startRematch(
    finished: LobbyGameRecord,
    decks: ReadonlyMap<number, SeatDeck>,
    lastChooser: LobbyIdentity,
  ): Promise<void> {
    finished.rematch = null;
    const [first, ...others] = finished.humanPlayers;
    if (!first) return;
    const game = new LobbyGameRecord(finished.details, first);
    for (const player of others) game.addPlayer(player);
    for (const seat of game.seats) {
      const chosen = seat.user ? decks.get(seat.user.id) : undefined;
      if (chosen) Object.assign(seat, chosen);
    }
    for (const player of finished.humanPlayers) finished.remove(player.id);
    this.games.set(game.id, game);
    this.publishGame(finished);
    try {
      await this.launch(game, lastChooser);
    } catch (error) {
      // Not hosted: the players see the new game pending, its owner may start it again.
      this.publishGame(game);
      this.sendGameState(game);
      throw error;
    }
  }

  /** A player left or disconnected before the rematch started: it is off, and the node says so. */
  private callOffRematch(game: LobbyGameRecord, reason: string): void {
    game.rematch = null;
    this.nodes.hostOf(game.id)?.callOffRematch(game.id, reason);
  }

  private setSolo(
    user: LobbyIdentity,
    message: Extract<LobbyClientMessage, { type: 'setsololevel' | 'setsolostage' }>,
  ): void {
    const game = this.findGame(message.gameId);
    if (!game.solo || game.started) throw new Refusal('Only a pending solo game has a difficulty');
    if (game.owner.id !== user.id) throw new Refusal('Only the owner of the game can change it');
    if (!isSupporter(user)) throw new Refusal('Difficulty and stage are for supporters');
    if (message.type === 'setsololevel') game.soloLevel = message.level;
    else game.soloStage = message.stage;
    this.publishGame(game);
    this.sendGameState(game);
  }

  // ---- chat --------------------------------------------------------------------------------

  private async postChat(user: LobbyIdentity, text: string): Promise<void> {
    const message = await this.chatStore.add(
      { username: user.username, role: user.role, faveColor: user.faveColor },
      text,
    );
    for (const connection of this.connections.values()) {
      if (!this.hidesSender(connection.user, user.username)) {
        this.emit(connection, 'lobbychat', message);
      }
    }
  }

  private async removeMessage(moderator: LobbyIdentity, messageId: string): Promise<void> {
    const id = Number(messageId);
    if (!Number.isInteger(id) || !(await this.chatStore.markDeleted(id, moderator.username))) {
      throw new Refusal('No such message');
    }
    this.broadcast('removemessage', { messageId, deletedBy: moderator.username });
  }

  private hidesSender(viewer: LobbyIdentity | null, sender: string): boolean {
    return !!viewer && viewer.blockList.includes(sender.toLowerCase());
  }

  /** The recent chat (with deletions, which the REST call can make too) minus blocked senders. */
  private async sendChat(connection: Connection): Promise<void> {
    const viewer = connection.user;
    try {
      const recent = await this.chatStore.recent();
      // Signed in (or out) meanwhile: the newer call sends the list for the new viewer.
      if (connection.user !== viewer) return;
      const visible = recent.filter((m) => !this.hidesSender(connection.user, m.user.username));
      this.emit(connection, 'lobbymessages', visible);
    } catch (error) {
      this.ctx.logger.error({ err: error }, 'Could not load the lobby chat');
    }
  }

  setBanner(notice: BannerNotice | null): void {
    this.banner = notice;
    this.broadcast('banner', notice);
  }

  /** Signs a user out everywhere (the admin's clear sessions); the sessions table is the accounts'. */
  private async clearSessions(_admin: LobbyIdentity, username: string): Promise<number> {
    const db = this.ctx.database.db;
    const [target] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, username));
    if (!target) throw new Refusal('User was not found.');
    const removed = await this.ctx.database.queryRows<{ id: string }>(
      'DELETE FROM sessions WHERE user_id = $1 RETURNING id',
      [target.id],
    );
    return removed.length;
  }

  // ---- node events -------------------------------------------------------------------------

  gameClosed(gameId: string): void {
    const game = this.games.get(gameId);
    if (game) this.closeGame(game);
  }

  gameFinished(gameId: string, outcome: GameOutcome): void {
    const game = this.games.get(gameId);
    if (!game || game.finishedAt) return;
    game.finishedAt = new Date();
    game.winner = outcome.winner;
    this.ctx.logger.info(
      { gameId, winner: outcome.winner, reason: outcome.winReason, rounds: outcome.rounds },
      'Game finished',
    );
    this.publishGame(game);
    this.sendGameState(game);
    const cancel = this.schedule(
      'close finished game',
      () => {
        this.finishedTimers.delete(game.id);
        this.closeGame(game);
      },
      FINISHED_GAME_LINGER_MS,
    );
    this.finishedTimers.set(game.id, cancel);
    void this.recordResult(game, outcome).catch((error: unknown) => {
      this.ctx.logger.error({ err: error, gameId }, 'Could not record a finished game');
    });
  }

  /** Stores the finished game for results, stats, Elo and its replay. */
  private async recordResult(game: LobbyGameRecord, outcome: GameOutcome): Promise<void> {
    if (!game.startedAt || !game.finishedAt || outcome.players.length === 0) return;
    const d = game.details;
    const pairing = d.pairing !== null ? await this.leagues.get(d.pairing) : null;
    const record: FinishedGameRecord = {
      gameId: game.id,
      name: d.name,
      label: d.label || null,
      gameType: game.solo ? 'solo' : d.gameType,
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
            phoenixborn: (stub && this.ctx.catalogue.get(stub)?.name) || stub || '',
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
    const recorded = await recordFinishedGame(this.ctx, record);
    if (recorded.elo.length === 0) return;
    // Each player sees their own new rating on the win splash, in their next game state.
    for (const { userId, before, after } of recorded.elo) {
      const seat = game.startedSeats.find((s) => s.user?.id === userId);
      if (seat) game.ratingChanges.set(userId, { name: seat.name, before, after });
    }
    if (this.games.get(game.id) === game)
      for (const { userId } of recorded.elo) this.sendRatingChange(game, userId);
  }

  gameMoved(gameId: string, node: string): void {
    void this.moveGame(gameId, node).catch((error: unknown) => {
      this.ctx.logger.error({ err: error, gameId, node }, 'Could not hand a moved game over');
    });
  }

  /** Lists a moved game on its new node (from its stored spec if unknown) and hands its members there. */
  private async moveGame(gameId: string, node: string): Promise<void> {
    let game = this.games.get(gameId);
    if (!game) {
      const stored = await new GameLogStore(this.ctx.database, 0).game(gameId);
      const restored = stored && (await restoreLobbyGame(this.ctx.database.db, stored.spec, node));
      if (!restored || this.games.has(gameId)) return;
      this.games.set(gameId, restored);
      game = restored;
    }
    game.node = node;
    this.ctx.logger.info({ gameId, node }, 'Game moved to a node');
    this.publishGame(game);
    for (const member of game.members) {
      for (const connection of this.connectionsOf(member.id))
        await this.sendHandoff(connection, game);
    }
  }

  userLeft(gameId: string, username: string): void {
    const game = this.games.get(gameId);
    const member = game?.members.find((m) => m.username === username);
    if (game && member) this.leave(member, gameId, true);
  }

  // ---- views -------------------------------------------------------------------------------

  /** The game a user plays or watches, if any. */
  gameOf(userId: number): LobbyGameRecord | undefined {
    for (const game of this.games.values()) {
      if (game.isPlayer(userId) || game.isSpectator(userId)) return game;
    }
    return undefined;
  }

  /** Games involving someone a user blocked, or who blocked them, are hidden from them. */
  private canSee(viewer: LobbyIdentity | null, game: LobbyGameRecord): boolean {
    if (!viewer) return true;
    return !game.humanPlayers.some((player) => blockedBetween(viewer, player));
  }

  private sendGames(connection: Connection): void {
    const visible = [...this.games.values()].filter((g) => this.canSee(connection.user, g));
    connection.visibleGames = new Set(visible.map((g) => g.id));
    this.emit(
      connection,
      'games',
      visible.map((g) => g.summary()),
    );
  }

  /** Tells every connection about a changed game, as new, updated or gone for them. */
  private publishGame(game: LobbyGameRecord): void {
    const summary = [game.summary()];
    for (const connection of this.connections.values()) {
      const visible = this.canSee(connection.user, game);
      const known = connection.visibleGames.has(game.id);
      if (visible && known) this.emit(connection, 'updategame', summary);
      else if (visible) {
        connection.visibleGames.add(game.id);
        this.emit(connection, 'newgame', summary);
      } else if (known) {
        connection.visibleGames.delete(game.id);
        this.emit(connection, 'removegame', summary);
      }
    }
  }

  /**
   * The pending game's screen for its members. Once started, the board comes only from the
   * game node: a lobby `gamestate` would be drawn as the board by the spec's client.
   */
  private sendGameState(game: LobbyGameRecord): void {
    if (game.started) return;
    for (const member of game.members) {
      this.emitToUser(member.id, 'gamestate', game.summaryFor(member.id));
    }
  }

  /**
   * A player's own Elo change once the finished game is recorded, for the win splash. Its own
   * event: after the start a lobby `gamestate` would be drawn as the board by the spec's client.
   */
  private sendRatingChange(game: LobbyGameRecord, userId: number): void {
    const change = game.ratingChanges.get(userId);
    if (change) this.emitToUser(userId, 'ratingchange', { gameId: game.id, change });
  }

  private userList(): LobbyUser[] {
    const seen = new Map<number, LobbyUser>();
    for (const connection of this.connections.values()) {
      if (connection.user) seen.set(connection.user.id, toLobbyUser(connection.user));
    }
    return [...seen.values()].sort((a, b) =>
      a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }),
    );
  }

  private connectionsOf(userId: number): Connection[] {
    return [...this.connections.values()].filter((c) => c.user?.id === userId);
  }

  private emit<K extends keyof LobbyServerEvents>(
    connection: Connection,
    event: K,
    payload: LobbyServerEvents[K],
  ): void {
    connection.socket.emit(event, payload);
  }

  private emitToUser<K extends keyof LobbyServerEvents>(
    userId: number,
    event: K,
    payload: LobbyServerEvents[K],
  ): void {
    for (const connection of this.connectionsOf(userId)) this.emit(connection, event, payload);
  }

  private broadcast<K extends keyof LobbyServerEvents>(event: K, payload: LobbyServerEvents[K]) {
    for (const connection of this.connections.values()) this.emit(connection, event, payload);
  }

  /** Counts for tests and the health page. */
  get stats(): { games: number; connections: number } {
    return { games: this.games.size, connections: this.connections.size };
  }
}

/** The settings the server enforces whatever the form sent. */
export function normaliseDetails(details: NewGameDetails, supporter: boolean): NewGameDetails {
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

/**
 * The host and port the browser used to reach the lobby, from the socket's handshake. The
 * scheme a proxy reports (X-Forwarded-Proto) counts only when proxies are trusted.
 */
function hostOf(socket: Socket, trustProxy: boolean): { address: string; port: number | null } {
  const header = socket.handshake.headers.host ?? 'localhost';
  try {
    const url = new URL(`http://${header}`);
    const forwardedProto = trustProxy ? socket.handshake.headers['x-forwarded-proto'] : undefined;
    const secure = forwardedProto === 'https' || socket.handshake.secure;
    const port = url.port ? Number(url.port) : secure ? 443 : 80;
    return { address: url.hostname, port };
  } catch {
    return { address: 'localhost', port: null };
  }
}
