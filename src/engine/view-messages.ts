/**
 * The log as views send it: flat message parts (`protocol/message-parts.ts`). Log entries
 * never change once written, so each is converted once and shared by every later view.
 */
import type { ChatMessage } from '../protocol/game-view';
import { viewMessagePart } from '../protocol/message-parts';
import type { LogEntry } from './state';

const converted = new WeakMap<LogEntry, ChatMessage>();

export function viewMessage(entry: LogEntry): ChatMessage {
  let message = converted.get(entry);
  if (!message) {
    message = {
      mid: entry.mid,
      activePlayer: entry.activePlayer,
      message: entry.message.map(viewMessagePart),
      ...(entry.chat ? { chat: entry.chat } : {}),
    };
    converted.set(entry, message);
  }
  return message;
}
