import type { LobbyClientMessage, LobbyClientMessageType } from '../../protocol/lobby-client';
import type { Connection, LobbyState } from './lobby-state';

/** Each lobby message type with its parsed message. */
export type LobbyMessages = { [M in LobbyClientMessage as M['type']]: M };

/** Data for the message's acknowledgement (`success: true` is added by the socket). */
export type AckData = Record<string, unknown>;

/**
 * Handles one parsed message of type K: changes the lobby and tells the people concerned, or
 * throws a Refusal and changes nothing.
 */
export type LobbyHandler<K extends LobbyClientMessageType> = (
  lobby: LobbyState,
  connection: Connection,
  message: LobbyMessages[K],
) => AckData | Promise<AckData>;

/** One handler for every lobby message: a message type without one fails to compile. */
export type LobbyHandlers = { [K in LobbyClientMessageType]: LobbyHandler<K> };

/** Runs the handler of a message's own type. */
export async function dispatch<K extends LobbyClientMessageType>(
  handlers: LobbyHandlers,
  lobby: LobbyState,
  connection: Connection,
  type: K,
  message: LobbyMessages[K],
): Promise<AckData> {
  const handler: LobbyHandler<K> = handlers[type];
  return handler(lobby, connection, message);
}
