import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Logger } from '../logger';
import type { RedisLink } from '../redis';
import { openSubscriber } from '../redis';
import { busChannels, parseLobbyEvent, parseNodeAnnouncement } from './bus';
import type { BusChannels, HeartbeatMessage, LobbyEvent, NodeCommand } from './bus';
import type { GameNodeListener } from './game-node';
import type { GameNodeRegistry } from './registry';
import { RemoteGameNode } from './remote-node';
import type { NodeCommandLink } from './remote-node';

export interface NodeDirectoryOptions {
  redis: RedisLink;
  prefix: string;
  registry: GameNodeRegistry;
  /** Hears the games' events (the lobby service). */
  listener: GameNodeListener;
  logger: Logger;
  /** How long a node has to acknowledge a game or a restart. */
  ackTimeoutMs: number;
  /** How often silent nodes are looked for. */
  sweepMs: number;
}

interface PendingRequest {
  node: string;
  resolve(): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

/** The node refused, or did not answer in time (`timedOut`). */
export class NodeRequestError extends Error {
  constructor(
    message: string,
    readonly timedOut = false,
  ) {
    super(message);
  }
}

/**
 * The lobby's end of the Redis bus: lists dedicated nodes from their heartbeats (dropping
 * those that fall silent, and ending the games they held), sends them commands, and passes
 * their answers and game events on. Each lobby process has its own answer channel.
 */
export class NodeDirectory implements NodeCommandLink {
  readonly lobbyId = randomUUID();
  private readonly channels: BusChannels;
  private readonly remotes = new Map<string, RemoteGameNode>();
  private readonly pending = new Map<string, PendingRequest>();
  private readonly refusedNames = new Set<string>();
  private sweeper: NodeJS.Timeout | null = null;

  private constructor(
    private readonly options: NodeDirectoryOptions,
    private readonly subscriber: Redis,
  ) {
    this.channels = busChannels(options.prefix);
  }

  static async start(options: NodeDirectoryOptions): Promise<NodeDirectory> {
    const subscriber = await openSubscriber(options.redis, options.logger);
    const directory = new NodeDirectory(options, subscriber);
    subscriber.on('message', (channel: string, raw: string) => directory.receive(channel, raw));
    await subscriber.subscribe(
      directory.channels.nodes,
      directory.channels.lobby(directory.lobbyId),
    );
    directory.sweeper = setInterval(() => directory.sweep(), options.sweepMs);
    directory.sweeper.unref();
    return directory;
  }

  async stop(): Promise<void> {
    if (this.sweeper) clearInterval(this.sweeper);
    for (const request of this.pending.values()) {
      clearTimeout(request.timer);
      request.reject(new NodeRequestError('The lobby is shutting down'));
    }
    this.pending.clear();
    await this.subscriber.quit().catch(() => undefined);
  }

  async send(node: string, command: NodeCommand): Promise<void> {
    try {
      await this.options.redis.pub.publish(this.channels.node(node), JSON.stringify(command));
    } catch (error) {
      this.options.logger.warn({ err: error, node }, 'Could not reach a game node over Redis');
    }
  }

  request(node: string, build: (requestId: string, lobby: string) => NodeCommand): Promise<void> {
    const requestId = randomUUID();
    return new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(requestId);
        reject(new NodeRequestError(`Game node ${node} did not answer`, true));
      }, this.options.ackTimeoutMs);
      this.pending.set(requestId, { node, resolve, reject, timer });
      const command = build(requestId, this.lobbyId);
      this.options.redis.pub
        .publish(this.channels.node(node), JSON.stringify(command))
        .catch((error: unknown) => {
          clearTimeout(timer);
          this.pending.delete(requestId);
          reject(error instanceof Error ? error : new NodeRequestError(String(error)));
        });
    });
  }

  /** Never throws: whatever arrives is input from outside this process. */
  private receive(channel: string, raw: string): void {
    try {
      if (channel === this.channels.nodes) this.onAnnouncement(raw);
      else if (channel === this.channels.lobby(this.lobbyId)) this.onEvent(raw);
    } catch (error) {
      this.options.logger.error({ err: error, channel }, 'A game node message failed');
    }
  }

  private onAnnouncement(raw: string): void {
    const parsed = parseNodeAnnouncement(raw);
    if (!parsed.ok) {
      this.options.logger.warn({ error: parsed.error }, 'Ignored a malformed node announcement');
      return;
    }
    const message = parsed.message;
    if (message.type === 'goodbye') {
      if (this.remotes.has(message.name)) this.drop(message.name, 'it shut down');
      return;
    }
    if (message.type === 'gameMoved') {
      this.onGameMoved(message.name, message.gameId);
      return;
    }
    this.onHeartbeat(message);
  }

  private onHeartbeat(beat: HeartbeatMessage): void {
    const known = this.remotes.get(beat.name);
    if (known) {
      known.heartbeat(beat);
      return;
    }
    if (this.options.registry.get(beat.name)) {
      // Another node (the lobby's own) has this name: its games would be confused.
      if (!this.refusedNames.has(beat.name)) {
        this.refusedNames.add(beat.name);
        this.options.logger.warn(
          { node: beat.name },
          'A game node with a name already in use was ignored',
        );
      }
      return;
    }
    const node = new RemoteGameNode(beat, this);
    this.remotes.set(beat.name, node);
    this.options.registry.register(node);
    this.options.logger.info(
      { node: beat.name, address: beat.address, port: beat.port, version: beat.version },
      'A game node registered',
    );
  }

  /** A node took a game over: every other node forgets it here, and the lobby hands it over. */
  private onGameMoved(nodeName: string, gameId: string): void {
    for (const [name, remote] of this.remotes) if (name !== nodeName) remote.forget(gameId);
    this.remotes.get(nodeName)?.adopt(gameId);
    this.options.listener.gameMoved?.(gameId, nodeName);
  }

  private onEvent(raw: string): void {
    const parsed = parseLobbyEvent(raw);
    if (!parsed.ok) {
      this.options.logger.warn({ error: parsed.error }, 'Ignored a malformed game node event');
      return;
    }
    const event: LobbyEvent = parsed.message;
    if (event.type === 'ack') {
      const request = this.pending.get(event.requestId);
      if (!request || request.node !== event.node) return;
      this.pending.delete(event.requestId);
      clearTimeout(request.timer);
      if (event.error === null) request.resolve();
      else request.reject(new NodeRequestError(event.error));
      return;
    }
    // A node speaks only for the games this lobby handed it. One dropped meanwhile (its
    // heartbeats were held up with these events in a Redis stall) is still heard: only nodes
    // this lobby handed games to know its channel, and the lobby checks the game id itself.
    const node = this.remotes.get(event.node);
    if (node && !node.hasGame(event.gameId)) return;
    const listener = this.options.listener;
    switch (event.type) {
      case 'gameFinished':
        listener.gameFinished(event.gameId, event.outcome);
        return;
      case 'userLeft':
        listener.userLeft(event.gameId, event.username);
        return;
      case 'rematchAgreed':
        listener.rematchAgreed(event.gameId);
        return;
      case 'gameClosed':
        if (!node || node.forget(event.gameId)) listener.gameClosed(event.gameId);
        return;
    }
  }

  /** Runs on a timer: it must never throw into the event loop. */
  private sweep(): void {
    try {
      const now = Date.now();
      for (const [name, node] of this.remotes) {
        if (node.silent(now)) this.drop(name, 'its heartbeats stopped');
      }
    } catch (error) {
      this.options.logger.error({ err: error }, 'Checking the game nodes failed');
    }
  }

  /**
   * Forgets a node: it gets no new games. Its games stay listed: they are stored, so either
   * its heartbeats come back (a Redis stall: the heartbeat lists them again) or, once its
   * leases lapse, another node takes them over and says so (gameMoved).
   */
  private drop(name: string, reason: string): void {
    const node = this.remotes.get(name);
    if (!node) return;
    this.remotes.delete(name);
    if (this.options.registry.get(name) === node) this.options.registry.unregister(name);
    this.options.logger.warn(
      { node: name, reason, games: node.gameIds().length },
      'A game node was dropped',
    );
  }
}
