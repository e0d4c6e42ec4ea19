import type { HeartbeatMessage, NodeCommand } from './bus';
import type { GameNode, HostedGameSpec } from './game-node';

/** How a remote node reaches its process: the lobby's end of the bus. */
export interface NodeCommandLink {
  /** Publishes a command that needs no answer. */
  send(node: string, command: NodeCommand): Promise<void>;
  /** Publishes a command and resolves when the node acknowledges it (rejects on refusal or timeout). */
  request(node: string, build: (requestId: string, lobby: string) => NodeCommand): Promise<void>;
}

/** Heartbeats a node may miss before the lobby drops it. */
export const MISSED_HEARTBEATS = 3;

/**
 * A dedicated game node as the lobby sees it: what its last heartbeat said, plus the games
 * this lobby handed it. Its commands go over Redis through the link.
 */
export class RemoteGameNode implements GameNode {
  private beat: HeartbeatMessage;
  private lastSeen: number;
  /** Games handed to it since its last heartbeat, so two quick starts do not both pick it. */
  private startedSinceBeat = 0;
  private disabledHere: boolean;
  /** A disable/enable sent but not yet seen in a heartbeat: older heartbeats do not undo it. */
  private pendingDisabled: boolean | null = null;
  private readonly games = new Set<string>();

  constructor(
    heartbeat: HeartbeatMessage,
    private readonly link: NodeCommandLink,
    now: number = Date.now(),
  ) {
    this.beat = heartbeat;
    this.lastSeen = now;
    this.disabledHere = heartbeat.disabled;
    for (const gameId of heartbeat.gameIds ?? []) this.games.add(gameId);
  }

  get name(): string {
    return this.beat.name;
  }

  get address(): string | null {
    return this.beat.address;
  }

  get port(): number {
    return this.beat.port;
  }

  get version(): string {
    return this.beat.version;
  }

  get disabled(): boolean {
    return this.disabledHere;
  }

  /** The Nodes page's toggle: the node keeps the flag, so every lobby sees it. */
  set disabled(value: boolean) {
    this.disabledHere = value;
    this.pendingDisabled = value;
    void this.link.send(this.name, { type: 'setDisabled', disabled: value });
  }

  heartbeat(beat: HeartbeatMessage, now: number = Date.now()): void {
    this.beat = beat;
    // The node says which games it runs: after a stall this lobby knows them on it again.
    for (const gameId of beat.gameIds ?? []) this.games.add(gameId);
    this.lastSeen = now;
    this.startedSinceBeat = 0;
    if (this.pendingDisabled === null || this.pendingDisabled === beat.disabled) {
      this.pendingDisabled = null;
      this.disabledHere = beat.disabled;
    }
  }

  /** No heartbeat for three of its intervals. */
  silent(now: number = Date.now()): boolean {
    return now - this.lastSeen > MISSED_HEARTBEATS * this.beat.intervalMs;
  }

  numGames(): number {
    return this.beat.numGames + this.startedSinceBeat;
  }

  async hostGame(spec: HostedGameSpec): Promise<void> {
    await this.link.request(this.name, (requestId, lobby) => ({
      type: 'hostGame',
      requestId,
      lobby,
      spec,
    }));
    this.games.add(spec.gameId);
    this.startedSinceBeat += 1;
  }

  hasGame(gameId: string): boolean {
    return this.games.has(gameId);
  }

  /** The games this lobby handed it that are still running. */
  gameIds(): string[] {
    return [...this.games];
  }

  /** The node took this game over from another. */
  adopt(gameId: string): void {
    this.games.add(gameId);
  }

  /** The node reported a game closed: true when it was one of ours. */
  forget(gameId: string): boolean {
    return this.games.delete(gameId);
  }

  endGame(gameId: string): void {
    if (!this.games.delete(gameId)) return;
    void this.link.send(this.name, { type: 'endGame', gameId });
  }

  leaveGame(gameId: string, username: string): void {
    if (!this.games.has(gameId)) return;
    void this.link.send(this.name, { type: 'leaveGame', gameId, username });
  }

  callOffRematch(gameId: string, reason: string): void {
    if (!this.games.has(gameId)) return;
    void this.link.send(this.name, { type: 'callOffRematch', gameId, reason });
  }

  async restart(): Promise<void> {
    await this.link.request(this.name, (requestId, lobby) => ({
      type: 'restart',
      requestId,
      lobby,
    }));
  }

  /** The lobby is closing; the node runs on for other lobbies. */
  async close(): Promise<void> {
    this.games.clear();
  }
}
