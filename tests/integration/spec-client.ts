import { io as connect } from 'socket.io-client';
import type { Socket } from 'socket.io-client';

/**
 * A client that speaks only what the four client specs describe (shared `spec/*.md`), written
 * without this project's protocol types: JSON goes out and comes in as the specs name it,
 * and is read the way the specs' client reads it. Where a spec is silent the choice is said
 * beside the code. Used by `spec-client.test.ts` to play a whole game against the server.
 */

export type Json = Record<string, unknown>;

export function isJson(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A field of an answer, failing loudly when it is not the object the spec reads. */
export function field(value: unknown, name: string): Json {
  if (!isJson(value) || !isJson(value[name])) {
    throw new Error(`expected an object at ${name} in ${JSON.stringify(value)?.slice(0, 200)}`);
  }
  return value[name];
}

export function list(value: unknown, name: string): unknown[] {
  if (!isJson(value) || !Array.isArray(value[name])) {
    throw new Error(`expected a list at ${name} in ${JSON.stringify(value)?.slice(0, 200)}`);
  }
  return value[name];
}

/** Release build the client reports to the lobby (accounts-and-shell.md section 1). */
export const BUILD = '418';

/**
 * The REST side (accounts-and-shell.md section 7, decks.md section 7, lobby-and-results.md
 * section 7). Every call carries the bearer token except login, and every call is sent as
 * JSON, bodiless ones with an empty body (what browser HTTP helpers do). On a 401 the client
 * posts its refresh token, stores the new access token (and nothing else), retries once;
 * when the refresh fails it "goes to /login" (`loggedOut`).
 */
export class SpecRestClient {
  token: string | null = null;
  refreshToken: unknown = null;
  user: Json | null = null;
  refreshes = 0;
  loggedOut = false;

  constructor(readonly base: string) {}

  async call(
    method: string,
    path: string,
    payload?: unknown,
  ): Promise<{ status: number; body: Json; text: string }> {
    const send = () =>
      fetch(`${this.base}${path}`, {
        method,
        headers: {
          'content-type': 'application/json',
          ...(this.token && path !== '/api/account/login'
            ? { authorization: `Bearer ${this.token}` }
            : {}),
        },
        // GET and HEAD cannot carry a body; the others send an empty one when they have none.
        body: payload !== undefined ? JSON.stringify(payload) : bodiless(method) ? undefined : '',
      });
    let response = await send();
    if (response.status === 401 && this.token && this.refreshToken) {
      if (await this.refresh()) response = await send();
      else this.loggedOut = true;
    }
    const text = await response.text();
    let body: Json = {};
    try {
      const parsed: unknown = JSON.parse(text);
      body = isJson(parsed) ? parsed : { list: parsed };
    } catch {
      // not JSON
    }
    return { status: response.status, body, text };
  }

  /** POST /api/account/token with `token` (the refresh token); reads success, token, user. */
  async refresh(): Promise<boolean> {
    this.refreshes += 1;
    const response = await fetch(`${this.base}/api/account/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: this.refreshToken }),
    });
    // The spec's client reads the answer whatever its status.
    const body = (await response.json()) as Json;
    if (body.success !== true || typeof body.token !== 'string') return false;
    this.token = body.token;
    if (isJson(body.user)) this.user = body.user;
    return true;
  }

  /** Login: username, password; reads token, user (the refresh token is stored too). */
  async login(username: string, password: string): Promise<Json> {
    const { body } = await this.call('POST', '/api/account/login', { username, password });
    if (typeof body.token !== 'string') throw new Error(`login failed: ${JSON.stringify(body)}`);
    this.token = body.token;
    this.refreshToken = body.refreshToken;
    this.user = field(body, 'user');
    return body;
  }
}

function bodiless(method: string): boolean {
  return method === 'GET' || method === 'HEAD';
}

/** What a lobby client crashed on: the spec's reducer threw on a message's shape. */
export interface Crash {
  event: string;
  error: string;
}

/**
 * The lobby socket (accounts-and-shell.md section 4, lobby-and-results.md section 4): site
 * origin, token and release version as query parameters, `authenticate {token}` too, and the
 * spec's handling of every server message. newgame/updategame/removegame are applied as lists
 * of games, the way such a client does (the specs name the events, not their shape).
 */
export class SpecLobbyClient {
  readonly socket: Socket;
  games: Json[] = [];
  users: Json[] = [];
  messages: Json[] = [];
  currentGame: Json | null = null;
  newGame = false;
  handoff: Json | null = null;
  gameError: string | null = null;
  passwordError: string | null = null;
  lobbyError: string | null = null;
  readonly crashes: Crash[] = [];
  /** Lobby `gamestate`s of a started game: such a client would draw them as the board. */
  readonly startedGameStates: Json[] = [];
  readonly received: string[] = [];

  constructor(url: string, token: string | null) {
    this.socket = connect(url, {
      query: token ? { token, version: BUILD } : { version: BUILD },
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
    });
    if (token) this.socket.emit('authenticate', { token });
    const on = (event: string, apply: (payload: unknown) => void) =>
      this.socket.on(event, (payload: unknown) => {
        this.received.push(event);
        try {
          apply(payload);
        } catch (error) {
          this.crashes.push({ event, error: error instanceof Error ? error.message : 'crash' });
        }
      });
    on('games', (payload) => {
      this.games = asList(payload);
      const current = this.currentGame;
      if (current && !this.games.some((g) => g.id === current.id)) {
        this.currentGame = null;
        this.newGame = false;
      }
    });
    on('newgame', (payload) => {
      this.games = [...asList(payload), ...this.games];
    });
    on('updategame', (payload) => {
      for (const game of asList(payload)) {
        this.games = this.games.map((g) => (g.id === game.id ? game : g));
      }
    });
    on('removegame', (payload) => {
      const gone = new Set(asList(payload).map((g) => g.id));
      this.games = this.games.filter((g) => !gone.has(g.id));
    });
    on('users', (payload) => {
      this.users = asList(payload);
    });
    on('newuser', (payload) => {
      if (!isJson(payload)) throw new Error('newuser is not a user');
      this.users = [...this.users, payload];
    });
    on('userleft', (payload) => {
      if (!isJson(payload)) throw new Error('userleft is not a user');
      this.users = this.users.filter((u) => u.name !== payload.name);
    });
    on('passworderror', (payload) => {
      this.passwordError = String(payload);
    });
    on('gameerror', (payload) => {
      this.gameError = String(payload);
    });
    on('lobbychat', (payload) => {
      if (!isJson(payload)) throw new Error('lobbychat is not a message');
      this.messages = [...this.messages, payload];
    });
    on('lobbymessages', (payload) => {
      this.messages = asList(payload);
    });
    on('nochat', (payload) => {
      this.lobbyError = String(payload);
    });
    on('gamestate', (payload) => {
      const game = isJson(payload) ? payload : null;
      if (game?.started === true) this.startedGameStates.push(game);
      this.currentGame = game;
      if (!game || game.started !== true) this.newGame = false;
      if (game) this.passwordError = null;
      // The pending screen reads every player's deck (name, stub, selected, status flags).
      if (game) for (const player of Object.values(field(game, 'players'))) readDeck(player);
    });
    on('cleargamestate', () => {
      this.currentGame = null;
    });
    on('handoff', (payload) => {
      if (!isJson(payload)) throw new Error('handoff is not an object');
      this.handoff = payload;
      this.gameError = null;
    });
  }

  /** Emits a lobby message the way the spec's client does: name and arguments, no answer. */
  send(event: string, ...args: unknown[]): void {
    this.socket.emit(event, ...args);
  }

  game(id: unknown): Json | undefined {
    return this.games.find((g) => g.id === id);
  }

  close(): void {
    this.socket.close();
  }
}

function asList(payload: unknown): Json[] {
  if (!Array.isArray(payload)) throw new Error('not a list of games');
  return payload.filter(isJson);
}

/** The pending screen's read of a player's deck (lobby-and-results.md section 3). */
function readDeck(player: unknown): void {
  const deck = field(player, 'deck');
  const status = field(deck, 'status');
  for (const flag of ['basicRules', 'maxThree', 'hasConjurations', 'tenDice', 'uniques']) {
    if (typeof status[flag] !== 'boolean') throw new Error(`deck status lacks ${flag}`);
  }
  if (typeof deck.selected !== 'boolean' || typeof deck.name !== 'string') {
    throw new Error('deck lacks name or selected');
  }
}

/** A message part as the spec's chat and log draw it (game-board.md section 3). */
export function partText(part: unknown): string {
  if (part === null || part === undefined) return '';
  if (typeof part === 'string' || typeof part === 'number') return String(part);
  if (Array.isArray(part)) return part.map(partText).join('');
  if (!isJson(part)) return String(part);
  if (isJson(part.alert)) return partText(part.alert.message);
  if (part.message !== undefined) return partText(part.message);
  if (typeof part.link === 'string' && typeof part.label === 'string') return part.label;
  switch (part.argType) {
    case 'card':
      return String(part.label ?? part.name);
    case 'player':
    case 'nonAvatarPlayer':
    case 'die':
      return String(part.name);
    case 'actions':
      return `${String(part.main)} ${String(part.side)}`;
  }
  // What such a client shows for anything else.
  return String(part);
}

/** "Displayed as minutes:seconds, with a minus sign when negative" (game-board.md section 4). */
export function clockText(seconds: unknown): string {
  const value = Number(seconds);
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  const minutes = Math.floor(abs / 60);
  const rest = String(Math.floor(abs % 60)).padStart(2, '0');
  return `${sign}${minutes}:${rest.slice(-2)}`;
}

const PILES = ['cardsInPlay', 'discard', 'hand', 'purged', 'spells', 'deck', 'archives'];

/**
 * The game socket from a handoff (address, port left out for 80 and 443, path
 * /{name}/socket.io, the handoff's authToken): records every view and draws it the way the
 * spec's board reads it. Like such a client, whenever a view lists its own draw pile while
 * it does not show it, it answers with `showDrawDeck` and its own flag.
 */
export class SpecGameClient {
  readonly socket: Socket;
  readonly views: Json[] = [];
  readonly problems: string[] = [];
  readonly errors: string[] = [];
  showDrawDeckSent = 0;
  drawDeckShown = false;
  cleared = 0;

  constructor(
    handoff: Json,
    readonly me: string | null,
  ) {
    const port = Number(handoff.port);
    const host = `${String(handoff.address)}${port && port !== 80 && port !== 443 ? `:${port}` : ''}`;
    this.socket = connect(`http://${host}`, {
      path: `/${String(handoff.name)}/socket.io`,
      query: { token: String(handoff.authToken) },
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
    });
    this.socket.on('gamestate', (view: unknown) => {
      if (!isJson(view)) {
        this.problems.push('gamestate is not an object');
        return;
      }
      this.views.push(view);
      this.draw(view);
    });
    this.socket.on('gameerror', (error: unknown) => this.errors.push(String(error)));
    this.socket.on('cleargamestate', () => {
      this.cleared += 1;
    });
  }

  get view(): Json | undefined {
    return this.views.at(-1);
  }

  /** Emits `game` with a command name and its arguments (game-board.md section 7). */
  send(command: string, ...args: unknown[]): void {
    this.socket.emit('game', command, ...args);
  }

  player(name: string): Json {
    return field(field(this.view, 'players'), name);
  }

  /** The log and chat as the board's card log shows them, one line per message. */
  logLines(): string[] {
    const messages = this.view?.messages;
    if (!Array.isArray(messages)) return [];
    return messages.map((m) => (isJson(m) ? partText(m.message) : ''));
  }

  close(): void {
    this.socket.close();
  }

  private draw(view: Json): void {
    try {
      for (const player of Object.values(field(view, 'players'))) {
        if (!isJson(player)) throw new Error('a player is not an object');
        this.drawPlayer(view, player);
      }
      for (const line of this.logLines()) {
        if (line.includes('[object Object]')) this.problems.push(`log line drawn as "${line}"`);
      }
    } catch (error) {
      this.problems.push(error instanceof Error ? error.message : String(error));
    }
  }

  private drawPlayer(view: Json, player: Json): void {
    const piles = field(player, 'cardPiles');
    const cards: unknown[] = [player.phoenixborn];
    for (const pile of PILES) {
      const cardsOfPile = piles[pile];
      if (cardsOfPile === undefined) continue;
      if (!Array.isArray(cardsOfPile)) throw new Error(`pile ${pile} is not a list`);
      cards.push(...cardsOfPile);
    }
    // The board draws each card's attachments as childCards followed by upgrades.
    const drawCard = (card: unknown): void => {
      if (!isJson(card)) throw new Error('a card is not an object');
      const attached = list(card, 'childCards').concat(list(card, 'upgrades'));
      attached.forEach(drawCard);
    };
    cards.forEach(drawCard);
    for (const flag of ['selectCard', 'activePlayer', 'firstPlayer', 'left', 'disconnected']) {
      if (typeof player[flag] !== 'boolean') throw new Error(`player.${flag} is not a boolean`);
    }
    const clock = field(player, 'clock');
    for (const name of [
      'secondsLeft',
      'timeLeft',
      'periods',
      'mainTime',
      'timePeriod',
      'stateId',
    ]) {
      if (typeof clock[name] !== 'number') throw new Error(`clock.${name} is not a number`);
    }
    if (!['up', 'down', 'stop', 'off'].includes(String(clock.mode))) {
      throw new Error(`clock.mode ${String(clock.mode)}`);
    }
    for (const seconds of [clock.timeLeft, clock.secondsLeft]) {
      if (!/^-?\d+:\d\d$/.test(clockText(seconds))) throw new Error('clock drawn as NaN');
    }
    if (view.useGameTimeLimit === true) {
      const started = Date.parse(String(view.gameTimeLimitStartedAt));
      const ends = started + Number(view.gameTimeLimit) * 60_000;
      if (!Number.isFinite(ends)) throw new Error('game time limit drawn as NaN');
    }
    if (player.name === this.me && piles.deck !== undefined && !this.drawDeckShown) {
      this.showDrawDeckSent += 1;
      this.send('showDrawDeck', this.drawDeckShown);
    }
  }
}
