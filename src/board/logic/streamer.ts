/**
 * Streamer view: the board as a capture source (no chat, menus or controls, large cards) with
 * the last game event called out. Pure parts: which log line is called out and how it reads,
 * and what a key press does to the mode.
 */
import type { ChatMessage, ViewMessagePart } from '../../protocol/game-view';

/** How long a callout stays fully shown before it fades (the next event replaces it anyway). */
export const CALLOUT_SHOW_MS = 6000;
/** The keyboard shortcut, shown in the toggle's tooltip. */
export const STREAMER_SHORTCUT = 'Shift+S';
/** `?view=stream` on a game or replay address opens the board in streamer view (OBS sources). */
export const STREAMER_QUERY = { name: 'view', value: 'stream' } as const;

export interface CalloutPart {
  kind: 'text' | 'player' | 'card' | 'die';
  text: string;
}

export interface LastAction {
  /** The log line's id: a new one restarts the callout. */
  mid: number;
  /** Who did it: the first player the line names, else the player whose turn it was. */
  player: string | null;
  parts: CalloutPart[];
  /** The whole line as text (for screen readers and tests). */
  text: string;
}

function partsOf(part: ViewMessagePart): CalloutPart[] {
  if (typeof part === 'string') return part ? [{ kind: 'text', text: part }] : [];
  if ('alert' in part) return part.alert.message.flatMap(partsOf);
  if ('link' in part) return [{ kind: 'text', text: part.label }];
  switch (part.argType) {
    case 'card':
      return [{ kind: 'card', text: part.label }];
    case 'player':
    case 'nonAvatarPlayer':
      return [{ kind: 'player', text: part.name }];
    case 'die':
      return [{ kind: 'die', text: part.name }];
    case 'behaviour':
      return [{ kind: 'text', text: `${part.side} / ${part.main}` }];
    case 'actions':
      return [];
  }
}

/** Text parts next to each other become one (the log splits words around its arguments). */
function merged(parts: readonly CalloutPart[]): CalloutPart[] {
  const out: CalloutPart[] = [];
  for (const part of parts) {
    const previous = out[out.length - 1];
    if (previous && previous.kind === 'text' && part.kind === 'text') {
      out[out.length - 1] = { kind: 'text', text: previous.text + part.text };
    } else out.push(part);
  }
  return out;
}

/**
 * The newest game event of the log, or null when there is none: typed chat is never called
 * out (the streamer view shows no chat), nor a line with nothing to read.
 */
export function lastAction(messages: readonly ChatMessage[]): LastAction | null {
  for (let i = messages.length - 1; i >= 0; i--) {
    const line = messages[i];
    if (!line || line.chat === true) continue;
    const parts = merged(line.message.flatMap(partsOf));
    const text = parts
      .map((p) => p.text)
      .join('')
      .replace(/\s+/g, ' ')
      .trim();
    if (!text) continue;
    const named = parts.find((p) => p.kind === 'player')?.text ?? null;
    return { mid: line.mid, player: named ?? line.activePlayer, parts, text };
  }
  return null;
}

export interface KeyPress {
  key: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  altKey: boolean;
  metaKey: boolean;
  /** The key went to a text field (chat, a dialog's input): it is typing, not a shortcut. */
  typing: boolean;
}

/** The streamer mode after a key press, or null when the key is not the view's. */
export function streamerKey(press: KeyPress, streamer: boolean): boolean | null {
  if (press.typing || press.ctrlKey || press.altKey || press.metaKey) return null;
  if (press.key === 'Escape') return streamer ? false : null;
  if (press.shiftKey && (press.key === 'S' || press.key === 's')) return !streamer;
  return null;
}

/** The query string with `view=stream` put in or taken out (the rest kept), '' or '?…'. */
export function withStreamerQuery(search: string, streamer: boolean): string {
  const params = new URLSearchParams(search);
  if (streamer) params.set(STREAMER_QUERY.name, STREAMER_QUERY.value);
  else if (params.get(STREAMER_QUERY.name) === STREAMER_QUERY.value) {
    params.delete(STREAMER_QUERY.name);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Whether an address's query asks for the streamer view (`?view=stream`). */
export function streamerRequested(search: string): boolean {
  return new URLSearchParams(search).get(STREAMER_QUERY.name) === STREAMER_QUERY.value;
}
