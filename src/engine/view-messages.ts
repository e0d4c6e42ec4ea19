/**
 * The log as views send it: the engine records parts nested by kind (`{player: {name}}`),
 * views carry the flat parts of game-board.md section 3 (`{argType: 'player', name}`).
 * Log entries never change once written, so each is converted once and shared.
 */
import type { ChatMessage, MessagePart, ViewMessagePart } from '../protocol/game-view';
import type { LogEntry } from './state';

export function viewMessagePart(part: MessagePart): ViewMessagePart {
  if (typeof part === 'string') return part;
  if ('alert' in part) {
    return { alert: { type: part.alert.type, message: part.alert.message.map(viewMessagePart) } };
  }
  if ('link' in part) return { link: part.link, label: part.label };
  if ('card' in part) {
    const { name, id, index } = part.card;
    return { argType: 'card', id, name, label: name, ...(index !== undefined ? { index } : {}) };
  }
  if ('player' in part) return { argType: 'player', name: part.player.name };
  if ('die' in part) return { argType: 'die', ...part.die };
  return { argType: 'actions', main: part.actions.main, side: part.actions.side };
}

const converted = new WeakMap<LogEntry, ChatMessage>();

export function viewMessage(entry: LogEntry): ChatMessage {
  let message = converted.get(entry);
  if (!message) {
    message = {
      mid: entry.mid,
      activePlayer: entry.activePlayer,
      message: entry.message.map(viewMessagePart),
    };
    converted.set(entry, message);
  }
  return message;
}
