import { io } from 'socket.io-client';
import type { Socket } from 'socket.io-client';
import { PING_INTERVAL_MS } from '../../domain/constants';
import { handoffOrigin, gameNodePath } from '../../protocol/lobby';
import type { GameHandoff } from '../../protocol/lobby';
import type { GameCommand } from '../../protocol/game';
import type { GameView } from '../../protocol/game-view';
import { createGameStore } from '../../board/store/gameStore';
import type { GameStore } from '../../board/store/gameStore';
import { useLobbyStore } from '../stores/lobby';

/** The game socket reconnects after 1 s up to 5 s, 5 times (accounts-and-shell.md section 9). */
const RECONNECT_ATTEMPTS = 5;

function isGameView(value: unknown): value is GameView {
  return (
    typeof value === 'object' &&
    value !== null &&
    'version' in value &&
    'currentPhase' in value &&
    'players' in value
  );
}

type Listener = () => void;

/**
 * The connection to a game node, opened from a lobby `handoff`: the node's host and port, the
 * path /{name}/socket.io and the handoff token as the `token` query parameter. Game views go
 * into a board store; its connection state into the lobby store for the shell.
 */
class GameConnection {
  private socket: Socket | null = null;
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  private listeners = new Set<Listener>();
  store: GameStore | null = null;
  /** Reports a failed game connection to the lobby (set by the lobby connection). */
  onConnectFailed: () => void = () => undefined;
  /** The node's origin, shown as "Connecting to game server {host}". */
  host: string | null = null;

  open(handoff: GameHandoff): void {
    this.close();
    const origin = handoffOrigin(handoff, window.location.protocol === 'https:');
    this.host = new URL(origin).host;
    this.store = createGameStore({ loggedIn: true });
    this.store.getState().setConnection('connecting');
    const socket = io(origin, {
      path: gameNodePath(handoff.name),
      query: { token: handoff.authToken },
      reconnection: true,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
      reconnectionAttempts: RECONNECT_ATTEMPTS,
      transports: ['websocket', 'polling'],
      forceNew: true,
    });
    this.socket = socket;
    this.setState({ connecting: true, connected: false });

    socket.on('connect', () => {
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
      if (error.message === 'Authentication failed' || error.message === 'Game not found') {
        this.failed();
      }
    });
    socket.on('gamestate', (state: unknown) => {
      if (isGameView(state)) this.store?.getState().setView(state);
      this.notify();
    });
    socket.on('cleargamestate', () => {
      this.close();
      useLobbyStore.setState({ currentGame: null, handoff: null });
    });
    socket.on('playertyping', (typing: { typing?: boolean }) => {
      this.store?.setState({ opponentTyping: typing.typing === true });
    });
    this.pingTimer = setInterval(() => this.ping(), PING_INTERVAL_MS);
    this.notify();
  }

  private failed(): void {
    this.store?.getState().setConnection('connect failed');
    this.setState({ connecting: false, connected: false });
    this.onConnectFailed();
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

  /** Sends a game command: the wire form is ['game', name, ...args]. */
  send(type: GameCommand['type'] | 'leavegame', ...args: unknown[]): void {
    this.socket?.emit('game', type, ...args);
  }

  sendCommand(command: GameCommand): void {
    this.socket?.emit('game', command);
  }

  typing(typing: boolean): void {
    this.socket?.emit('playerTyping', typing);
  }

  close(): void {
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.pingTimer = null;
    if (this.socket) {
      this.socket.removeAllListeners();
      this.socket.io.removeAllListeners();
      this.socket.close();
    }
    this.socket = null;
    this.store?.getState().setConnection('closed');
    this.setState({ connected: false, connecting: false, responseTime: null });
    this.notify();
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}

export const gameConnection = new GameConnection();
