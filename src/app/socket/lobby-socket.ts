import { io } from 'socket.io-client';
import type { Socket } from 'socket.io-client';
import { BUILD_NUMBER, PING_INTERVAL_MS } from '../../domain/constants';
import type { LobbyAck, LobbyServerEvents, LobbyServerMessage } from '../../protocol/lobby-server';
import { LOBBY_SERVER_EVENT_NAMES } from '../../protocol/lobby-server';
import type { LobbyClientMessage } from '../../protocol/lobby-client';
import { writeLobbyClientMessage } from '../../protocol/lobby-client-writer';
import { GAME_PAGES_QUERY } from '../../protocol/lobby-pages';
import { refreshAccessToken } from '../api/auth';
import { useAuthStore } from '../stores/auth';
import { reduceLobby, useLobbyStore } from '../stores/lobby';
import { gameConnection } from './game-socket';

/** Lobby reconnects after 1 s up to 5 s, forever (accounts-and-shell.md section 9). */
const RECONNECT_DELAY_MS = 1000;
const RECONNECT_DELAY_MAX_MS = 5000;

export const LOBBY_CONNECTION_LOST =
  'The connection to the lobby has been lost, waiting for it to be restored. If this message persists, please refresh the page.';

function receive(message: LobbyServerMessage): void {
  useLobbyStore.setState((state) => reduceLobby(state, message));
  if (message.type === 'handoff') gameConnection.open(message.payload);
  if (message.type === 'cleargamestate') gameConnection.close();
}

export interface LobbyConnectionOptions {
  /** Server origin; the page's own when unset (tests pass one). */
  url?: string;
  /** Gets a new access token after the lobby refused the current one (null: none). */
  refresh?: () => Promise<string | null>;
}

/**
 * The lobby socket: connects at start-up, authenticates with the signed-in user's token (and
 * again whenever it changes), pings on connecting and then every 10 s while no game is on,
 * and feeds every server message into the lobby store.
 */
class LobbyConnection {
  private socket: Socket | null = null;
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  private authenticatedToken: string | null = null;
  /** The token whose refusal has already led to a refresh: one try per token. */
  private refreshedAfter: string | null = null;
  private unsubscribeAuth: (() => void) | null = null;

  start(options: LobbyConnectionOptions = {}): void {
    if (this.socket) return;
    const refresh = options.refresh ?? (() => refreshAccessToken());
    const settings = {
      // The game list in pages, then only changes (protocol/lobby-pages.ts).
      query: { version: String(BUILD_NUMBER), [GAME_PAGES_QUERY]: '1' },
      reconnection: true,
      reconnectionDelay: RECONNECT_DELAY_MS,
      reconnectionDelayMax: RECONNECT_DELAY_MAX_MS,
      reconnectionAttempts: Infinity,
      transports: ['websocket', 'polling'],
    };
    const socket = options.url ? io(options.url, settings) : io(settings);
    this.socket = socket;
    useLobbyStore.setState({ connecting: true, connected: false });

    socket.on('connect', () => {
      useLobbyStore.setState({ connected: true, connecting: false, connectionLost: false });
      this.authenticatedToken = null;
      this.authenticate(useAuthStore.getState().token);
      // Measure at once: the indicator would otherwise say "Waiting for ping" for 10 s.
      this.ping();
    });
    // A token that expired while the lobby was away (a server restart, a sleeping laptop) is
    // refreshed, and the new one authenticates through the auth store's listener below;
    // otherwise the user would sit in the lobby unseen until a reload.
    socket.on('authfailed', () => {
      const token = this.authenticatedToken;
      if (!token || token === this.refreshedAfter) return;
      this.refreshedAfter = token;
      void refresh().then((fresh) => {
        // The refusal of the stale token is not news once a fresh one is on its way.
        if (fresh) useLobbyStore.setState({ lobbyError: null });
      });
    });
    socket.on('disconnect', () => {
      useLobbyStore.setState({ connected: false, connecting: false, connectionLost: true });
    });
    socket.io.on('reconnect_attempt', () => {
      useLobbyStore.setState({ connected: false, connecting: true });
    });
    for (const event of LOBBY_SERVER_EVENT_NAMES) {
      socket.on(event, (payload: LobbyServerEvents[typeof event]) => {
        receive({ type: event, payload } as LobbyServerMessage);
      });
    }

    this.unsubscribeAuth = useAuthStore.subscribe((state, previous) => {
      if (state.token === previous.token) return;
      if (state.token) this.authenticate(state.token);
      else this.reconnectAnonymously();
    });

    this.pingTimer = setInterval(() => this.ping(), PING_INTERVAL_MS);
    gameConnection.onConnectFailed = () => void this.send({ type: 'connectfailed' });
    useLobbyStore.setState({
      concede: () => gameConnection.send({ type: 'concede' }),
      leaveGame: () => this.leaveGame(),
    });
  }

  private authenticate(token: string | null): void {
    if (!token || !this.socket?.connected || token === this.authenticatedToken) return;
    this.authenticatedToken = token;
    this.socket.emit(...writeLobbyClientMessage({ type: 'authenticate', token }));
  }

  /** After a logout the server must forget who this socket was. */
  private reconnectAnonymously(): void {
    this.authenticatedToken = null;
    useLobbyStore.setState({ currentGame: null, newGame: false, newGameType: null });
    gameConnection.close();
    this.socket?.disconnect().connect();
  }

  private ping(): void {
    const socket = this.socket;
    if (!socket?.connected || useLobbyStore.getState().currentGame?.started) return;
    const sent = performance.now();
    socket.emit(...writeLobbyClientMessage({ type: 'ping' }), () => {
      useLobbyStore.setState({ responseTime: Math.round(performance.now() - sent) });
    });
  }

  /** Sends a lobby message; resolves with the server's answer (or a transport failure). */
  send(message: LobbyClientMessage): Promise<LobbyAck> {
    const socket = this.socket;
    if (!socket?.connected) {
      return Promise.resolve({ success: false, message: LOBBY_CONNECTION_LOST });
    }
    return new Promise((resolve) => {
      socket.emit(...writeLobbyClientMessage(message), (answer: LobbyAck) => resolve(answer));
    });
  }

  /**
   * Leave Game: leavegame on the game connection (unless the board has just sent it), which
   * then closes; the lobby hears it by game id too, in case the node cannot be reached.
   */
  leaveGame(): void {
    const game = useLobbyStore.getState().currentGame;
    gameConnection.leave();
    gameConnection.close();
    if (game) void this.send({ type: 'leavegame', gameId: game.id });
    useLobbyStore.setState({ currentGame: null, handoff: null });
  }

  stop(): void {
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.pingTimer = null;
    this.unsubscribeAuth?.();
    this.unsubscribeAuth = null;
    this.authenticatedToken = null;
    this.refreshedAfter = null;
    this.socket?.close();
    this.socket = null;
  }
}

export const lobbyConnection = new LobbyConnection();
