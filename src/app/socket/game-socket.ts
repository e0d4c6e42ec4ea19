import { io } from 'socket.io-client';
import type { Socket } from 'socket.io-client';
import { PING_INTERVAL_MS } from '../../domain/constants';
import { handoffOrigin, gameNodePath } from '../../protocol/lobby';
import type { GameHandoff } from '../../protocol/lobby';
import type { GameCommand } from '../../protocol/game';
import { writeGameMessage } from '../../protocol/game-writer';
import {
  GAME_PATCH_EVENT,
  GAME_SYNC_EVENT,
  PATCHES_QUERY,
  RESYNC_EVENT,
} from '../../protocol/game-sync';
import type { GameView } from '../../protocol/game-view';
import { createGameStore } from '../../board/store/gameStore';
import { isGameView } from '../../protocol/game-view-guard';
import type { GameStore } from '../../board/store/gameStore';
import { useAuthStore } from '../stores/auth';
import { boardStoreInit, persistViewSettings } from '../stores/boardSettings';
import type { StopPersisting } from '../stores/boardSettings';
import { useLobbyStore, withNodeView } from '../stores/lobby';
import { toast } from '../stores/toasts';

/**
 * The game socket reconnects after 1 s up to 5 s (accounts-and-shell.md section 9), and
 * without a limit on attempts: a game outlives its node (a restart, a node taken over), so
 * giving up after five would leave a player out of a game that goes on.
 */
const RECONNECT_DELAY_MS = 1000;
const RECONNECT_DELAY_MAX_MS = 5000;

/** What the node answers a handoff for a game it does not (or no longer) hosts. */
const REFUSED_HANDSHAKES = ['Authentication failed', 'Game not found'];

type Listener = () => void;

/** The text of a node's `gameerror` (a refused command), or null for an empty one. */
export function gameErrorText(payload: unknown): string | null {
  if (typeof payload === 'string') return payload.trim() || null;
  if (typeof payload === 'object' && payload !== null && 'message' in payload) {
    return gameErrorText(payload.message);
  }
  return null;
}

function isSecurePage(): boolean {
  return typeof window !== 'undefined' && window.location.protocol === 'https:';
}

/**
 * The connection to a game node, opened from a lobby `handoff`: the node's host and port, the
 * path /{name}/socket.io and the handoff token as the `token` query parameter. Game views go
 * into a board store; its connection state into the lobby store for the shell.
 */
class GameConnection {
  private socket: Socket | null = null;
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  /** A retry after the node refused the handoff (it may host the game again in a moment). */
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private refusedAttempts = 0;
  private listeners = new Set<Listener>();
  private handoff: GameHandoff | null = null;
  private stopPersisting: StopPersisting | null = null;
  /** leavegame goes once per game, whichever of the board and the shell asks first. */
  private leaveSent = false;
  /** A whole view was asked for and has not come yet. */
  private resyncAsked = false;
  store: GameStore | null = null;
  /** Reports a failed game connection to the lobby (set by the lobby connection). */
  onConnectFailed: () => void = () => undefined;
  /** The node's origin, shown as "Connecting to game server {host}". */
  host: string | null = null;

  /**
   * Connects to the handoff's node. The lobby hands the current game off again whenever it
   * authenticates (a lobby reconnect, a new token): a connection that is up stays, and one
   * that is down reconnects into the same store, so the board keeps its scene and UI state.
   */
  open(handoff: GameHandoff): void {
    const sameGame = this.store !== null && this.handoff?.gameId === handoff.gameId;
    if (sameGame && this.socket?.connected && this.handoff?.name === handoff.name) {
      this.renewToken(handoff);
      return;
    }
    const store = sameGame ? this.store : null;
    if (store) this.closeSocket();
    else this.close();
    this.handoff = handoff;
    const origin = handoffOrigin(handoff, isSecurePage());
    this.host = new URL(origin).host;
    this.store = store ?? this.newStore();
    this.store.getState().setConnection('connecting');
    this.connect(origin, handoff);
    this.notify();
  }

  /** A store for a new game, set up from the signed-in user's profile. */
  private newStore(): GameStore {
    this.leaveSent = false;
    const store = createGameStore(boardStoreInit(useAuthStore.getState().user));
    this.stopPersisting = persistViewSettings(store);
    return store;
  }

  /** Later reconnects of this socket use the newest handoff token. */
  private renewToken(handoff: GameHandoff): void {
    this.handoff = handoff;
    if (this.socket) this.socket.io.opts.query = connectQuery(handoff);
  }

  private connect(origin: string, handoff: GameHandoff): void {
    const socket = io(origin, {
      path: gameNodePath(handoff.name),
      query: connectQuery(handoff),
      reconnection: true,
      reconnectionDelay: RECONNECT_DELAY_MS,
      reconnectionDelayMax: RECONNECT_DELAY_MAX_MS,
      reconnectionAttempts: Infinity,
      transports: ['websocket', 'polling'],
      forceNew: true,
    });
    this.socket = socket;
    this.resyncAsked = false;
    this.setState({ connecting: true, connected: false });

    socket.on('connect', () => {
      this.refusedAttempts = 0;
      this.setState({ connecting: false, connected: true });
      this.store?.getState().setConnection('connected');
    });
    socket.on('disconnect', () => {
      this.setState({ connected: false, connecting: false });
      this.store?.getState().setConnection('disconnected');
    });
    socket.io.on('reconnect_attempt', () => {
      this.setState({ connected: false, connecting: true });
      this.store?.getState().setConnection('reconnecting');
    });
    socket.io.on('reconnect', () => this.store?.getState().setConnection('reconnected'));
    socket.io.on('reconnect_failed', () => this.failed());
    socket.on('connect_error', (error: Error) => {
      if (REFUSED_HANDSHAKES.includes(error.message)) this.refused(socket);
    });
    socket.on('gamestate', (state: unknown) => {
      if (isGameView(state)) {
        this.store?.getState().setView(state);
        this.shown(handoff, state);
      }
      this.notify();
    });
    // Asked for with the handshake: a whole view on connect and resync, then patches. One
    // that does not fit (a revision missed, a patch that fails) asks for a whole view again.
    socket.on(GAME_SYNC_EVENT, (payload: unknown) =>
      this.received(socket, handoff, 'sync', payload),
    );
    socket.on(GAME_PATCH_EVENT, (payload: unknown) =>
      this.received(socket, handoff, 'patch', payload),
    );
    socket.on('cleargamestate', () => {
      this.close();
      useLobbyStore.setState({ currentGame: null, handoff: null });
    });
    socket.on('playertyping', (typing: { typing?: boolean }) => {
      this.store?.setState({ opponentTyping: typing.typing === true });
    });
    // A refused command (e.g. a manual command typed while manual mode is off): each one is
    // shown, as the board itself has nowhere to say why nothing happened.
    socket.on('gameerror', (payload: unknown) => {
      const text = gameErrorText(payload);
      if (text) toast(text, 'error');
    });
    this.pingTimer = setInterval(() => this.ping(), PING_INTERVAL_MS);
  }

  private received(
    socket: Socket,
    handoff: GameHandoff,
    kind: 'sync' | 'patch',
    payload: unknown,
  ): void {
    const store = this.store?.getState();
    if (!store) return;
    // Patches already on their way when a resync was asked for are stale: the sync replaces them.
    if (kind === 'patch' && this.resyncAsked) return;
    const taken = kind === 'sync' ? store.receiveSync(payload) : store.receivePatch(payload);
    if (!taken) {
      this.resyncAsked = true;
      socket.emit(RESYNC_EVENT);
      return;
    }
    if (kind === 'sync') this.resyncAsked = false;
    const view = this.store?.getState().view;
    if (view) this.shown(handoff, view);
    this.notify();
  }

  /** The lobby's copy of the current game follows the node's view. */
  private shown(handoff: GameHandoff, view: GameView): void {
    useLobbyStore.setState((lobby) => withNodeView(lobby, handoff.gameId, view));
  }

  private failed(): void {
    this.store?.getState().setConnection('connect failed');
    this.setState({ connecting: false, connected: false });
    this.onConnectFailed();
  }

  /**
   * The node refused the handoff: the token ran out, or the game is not (yet) there, having
   * moved to another node or waiting for its node to start again. The lobby is asked for a
   * fresh handoff (a new one replaces this socket), and this one tries again, backing off.
   */
  private refused(socket: Socket): void {
    this.failed();
    this.refusedAttempts += 1;
    const delay = Math.min(
      RECONNECT_DELAY_MAX_MS,
      RECONNECT_DELAY_MS * 2 ** Math.min(this.refusedAttempts - 1, 8),
    );
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (this.socket !== socket || socket.connected) return;
      this.store?.getState().setConnection('reconnecting');
      this.setState({ connecting: true, connected: false });
      socket.connect();
    }, delay);
  }

  private ping(): void {
    const socket = this.socket;
    if (!socket?.connected) return;
    const sent = performance.now();
    socket.emit('ping', () => {
      this.setState({ responseTime: Math.round(performance.now() - sent) });
    });
  }

  private setState(
    patch: Partial<{ connected: boolean; connecting: boolean; responseTime: number | null }>,
  ) {
    useLobbyStore.setState((s) => ({ gameConnection: { ...s.gameConnection, ...patch } }));
  }

  get connected(): boolean {
    return this.socket?.connected === true;
  }

  /** Sends a game command in its wire form (`'game', name, ...args`); leavegame goes once. */
  send(command: GameCommand): void {
    if (command.type === 'leavegame') {
      this.leave();
      return;
    }
    this.socket?.emit(...writeGameMessage(command));
  }

  /** Sends leavegame, once per game (the board sends it, then the shell's leave runs too). */
  leave(): void {
    if (this.leaveSent || !this.socket) return;
    this.leaveSent = true;
    this.socket.emit(...writeGameMessage({ type: 'leavegame' }));
  }

  typing(typing: boolean): void {
    this.socket?.emit('playerTyping', typing);
  }

  /** Ends this game's connection; the store shows 'closed' and a pending settings save goes. */
  close(): void {
    this.closeSocket();
    this.stopPersisting?.();
    this.stopPersisting = null;
    this.handoff = null;
    this.store?.getState().setConnection('closed');
    this.setState({ connected: false, connecting: false, responseTime: null });
    this.notify();
  }

  private closeSocket(): void {
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.pingTimer = null;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.refusedAttempts = 0;
    if (this.socket) {
      this.socket.removeAllListeners();
      this.socket.io.removeAllListeners();
      this.socket.close();
    }
    this.socket = null;
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}

/** The handshake query: the handoff token, and the ask for patches instead of whole views. */
function connectQuery(handoff: GameHandoff): Record<string, string> {
  return { token: handoff.authToken, [PATCHES_QUERY]: '1' };
}

export const gameConnection = new GameConnection();
