import type { LobbyClientMessage, LobbyClientMessageType } from './lobby-client';

/** One lobby message as socket.io sends it: the event name, then its arguments in order. */
export type LobbyClientWire = [event: LobbyClientMessageType, ...args: unknown[]];

/**
 * The wire form of a lobby message, the inverse of `parseLobbyClientMessage`: the app sends
 * typed messages through this, so the argument order lives in one place beside the parser.
 */
export function writeLobbyClientMessage(message: LobbyClientMessage): LobbyClientWire {
  switch (message.type) {
    case 'authenticate':
      return [message.type, { token: message.token }];
    case 'newgame':
      return [message.type, message.details];
    case 'joingame':
    case 'watchgame':
      return [message.type, message.gameId, message.password];
    case 'removegame':
    case 'startgame':
    case 'restartpractice':
      return [message.type, message.gameId];
    case 'leavegame':
      return message.gameId === null ? [message.type] : [message.type, message.gameId];
    case 'chat':
      return [message.type, message.text];
    case 'selectdeck':
      return [
        message.type,
        message.gameId,
        message.isOwn,
        message.deckId,
        message.isPrecon,
        message.typeIndex,
      ];
    case 'rematchdeck':
      // No deck id keeps the deck of the finished game.
      return message.deckId === null
        ? [message.type, message.gameId]
        : [message.type, message.gameId, message.deckId, message.isPrecon, message.typeIndex];
    case 'setsololevel':
      return [message.type, message.gameId, message.level];
    case 'setsolostage':
      return [message.type, message.gameId, message.stage];
    case 'removemessage':
      return [message.type, message.messageId];
    case 'clearsessions':
      return [message.type, message.username];
    case 'togglenode':
    case 'restartnode':
      return [message.type, message.nodeName];
    case 'moregames':
      return [message.type, message.count];
    case 'ping':
    case 'connectfailed':
    case 'getnodestatus':
      return [message.type];
  }
}
