import { readGameOutcome, readHostedGameSpec } from './bus-payloads';
import { BusFormatError, bool, int, list, name, record, text, textOrNull } from './bus-values';
import type { GameOutcome, HostedGameSpec } from './game-node';

/**
 * The Redis bus between lobbies and dedicated game nodes: JSON messages on three kinds of
 * channel under one prefix. Every message is validated on arrival; a malformed one is
 * logged and dropped by the receiver.
 */
export interface BusChannels {
  /** Node → every lobby: heartbeats and goodbyes. */
  nodes: string;
  /** Lobby → one node: games to host and admin actions. */
  node(name: string): string;
  /** Node → the lobby that handed it a game: answers and game events. */
  lobby(id: string): string;
}

export function busChannels(prefix: string): BusChannels {
  return {
    nodes: `${prefix}:nodes`,
    node: (nodeName) => `${prefix}:node:${nodeName}`,
    lobby: (id) => `${prefix}:lobby:${id}`,
  };
}

/** What a node says about itself, every heartbeat interval. */
export interface HeartbeatMessage {
  type: 'heartbeat';
  name: string;
  address: string | null;
  port: number;
  numGames: number;
  version: string;
  disabled: boolean;
  /** The node's heartbeat interval: the lobby drops it after three missed. */
  intervalMs: number;
  /**
   * The games the node runs: a lobby that dropped it (a Redis stall) finds its games on it
   * again. Absent from nodes older than this field.
   */
  gameIds?: string[];
}

export type NodeAnnouncement =
  | HeartbeatMessage
  | { type: 'goodbye'; name: string }
  /** The node took a stored game over (its node was lost): lobbies hand its players there. */
  | { type: 'gameMoved'; name: string; gameId: string };

/** The most game ids a heartbeat lists. */
const HEARTBEAT_GAMES_MAX = 10_000;

/** Lobby → node. `lobby` names the channel the answer and the game's events go to. */
export type NodeCommand =
  | { type: 'hostGame'; requestId: string; lobby: string; spec: HostedGameSpec }
  | { type: 'endGame'; gameId: string }
  | { type: 'leaveGame'; gameId: string; username: string }
  | { type: 'callOffRematch'; gameId: string; reason: string }
  | { type: 'restart'; requestId: string; lobby: string }
  | { type: 'setDisabled'; disabled: boolean };

/** Node → lobby. */
export type LobbyEvent =
  | { type: 'ack'; node: string; requestId: string; error: string | null }
  | { type: 'gameFinished'; node: string; gameId: string; outcome: GameOutcome }
  | { type: 'gameClosed'; node: string; gameId: string }
  | { type: 'userLeft'; node: string; gameId: string; username: string }
  | { type: 'rematchAgreed'; node: string; gameId: string };

export type BusParse<T> = { ok: true; message: T } | { ok: false; error: string };

const ID_MAX = 100;
/** A called-off rematch's reason is one short sentence. */
const REASON_MAX = 200;

function parse<T>(raw: string, read: (f: Record<string, unknown>) => T): BusParse<T> {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { ok: false, error: 'not JSON' };
  }
  try {
    return { ok: true, message: read(record(value, 'message')) };
  } catch (error) {
    if (error instanceof BusFormatError) return { ok: false, error: error.message };
    throw error;
  }
}

export function parseNodeAnnouncement(raw: string): BusParse<NodeAnnouncement> {
  return parse(raw, (f): NodeAnnouncement => {
    const nodeName = name(f.name, 'name', ID_MAX);
    if (f.type === 'goodbye') return { type: 'goodbye', name: nodeName };
    if (f.type === 'gameMoved') {
      return { type: 'gameMoved', name: nodeName, gameId: name(f.gameId, 'gameId', ID_MAX) };
    }
    if (f.type !== 'heartbeat') throw new BusFormatError('unknown announcement type');
    const gameIds =
      f.gameIds === undefined
        ? {}
        : {
            gameIds: list(f.gameIds, 'gameIds', HEARTBEAT_GAMES_MAX).map((id, i) =>
              name(id, `gameIds[${i}]`, ID_MAX),
            ),
          };
    return {
      ...gameIds,
      type: 'heartbeat',
      name: nodeName,
      address: textOrNull(f.address, 'address'),
      port: int(f.port, 'port', 1, 65535),
      numGames: int(f.numGames, 'numGames', 0, 1_000_000),
      version: text(f.version, 'version', ID_MAX),
      disabled: bool(f.disabled, 'disabled'),
      intervalMs: int(f.intervalMs, 'intervalMs', 1, 3_600_000),
    };
  });
}

export function parseNodeCommand(raw: string): BusParse<NodeCommand> {
  return parse(raw, (f): NodeCommand => {
    switch (f.type) {
      case 'hostGame':
        return {
          type: 'hostGame',
          requestId: name(f.requestId, 'requestId', ID_MAX),
          lobby: name(f.lobby, 'lobby', ID_MAX),
          spec: readHostedGameSpec(f.spec),
        };
      case 'endGame':
        return { type: 'endGame', gameId: name(f.gameId, 'gameId', ID_MAX) };
      case 'leaveGame':
        return {
          type: 'leaveGame',
          gameId: name(f.gameId, 'gameId', ID_MAX),
          username: name(f.username, 'username', ID_MAX),
        };
      case 'callOffRematch':
        return {
          type: 'callOffRematch',
          gameId: name(f.gameId, 'gameId', ID_MAX),
          reason: name(f.reason, 'reason', REASON_MAX),
        };
      case 'restart':
        return {
          type: 'restart',
          requestId: name(f.requestId, 'requestId', ID_MAX),
          lobby: name(f.lobby, 'lobby', ID_MAX),
        };
      case 'setDisabled':
        return { type: 'setDisabled', disabled: bool(f.disabled, 'disabled') };
      default:
        throw new BusFormatError('unknown command type');
    }
  });
}

export function parseLobbyEvent(raw: string): BusParse<LobbyEvent> {
  return parse(raw, (f): LobbyEvent => {
    const node = name(f.node, 'node', ID_MAX);
    switch (f.type) {
      case 'ack':
        return {
          type: 'ack',
          node,
          requestId: name(f.requestId, 'requestId', ID_MAX),
          error: textOrNull(f.error, 'error', 500),
        };
      case 'gameFinished':
        return {
          type: 'gameFinished',
          node,
          gameId: name(f.gameId, 'gameId', ID_MAX),
          outcome: readGameOutcome(f.outcome),
        };
      case 'gameClosed':
        return { type: 'gameClosed', node, gameId: name(f.gameId, 'gameId', ID_MAX) };
      case 'userLeft':
        return {
          type: 'userLeft',
          node,
          gameId: name(f.gameId, 'gameId', ID_MAX),
          username: name(f.username, 'username', ID_MAX),
        };
      case 'rematchAgreed':
        return { type: 'rematchAgreed', node, gameId: name(f.gameId, 'gameId', ID_MAX) };
      default:
        throw new BusFormatError('unknown event type');
    }
  });
}
