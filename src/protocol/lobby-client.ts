import { SOCKET_ARGUMENT_LIMITS, untrustedValueProblem } from './text-rules';
import { typedKeys } from './typed-keys';
import { ValidationError } from 'yup';
import { DECK_SET_COUNT, SOLO_LEVELS } from './lobby';
import type { SoloLevel, SoloStage } from './lobby';
import { defaultNewGame } from './lobby-newgame';
import { GAME_PAGE_SIZE, MAX_GAME_PAGE_SIZE } from './lobby-pages';
import { newGameSchema } from './lobby-newgame-schema';
import type { NewGameDetails } from './lobby-newgame';

/**
 * Browser → lobby: the closed union of lobby socket messages (lobby-and-results.md section 7,
 * accounts-and-shell.md section 7) and the parser that turns an untrusted socket.io argument
 * list into one of them. The wire form is `socket.emit(name, ...args)`, with an optional
 * acknowledgement callback as the last argument.
 */
export type LobbyClientMessage =
  | { type: 'authenticate'; token: string }
  | { type: 'newgame'; details: NewGameDetails }
  | { type: 'joingame'; gameId: string; password: string | null }
  | { type: 'watchgame'; gameId: string; password: string | null }
  | { type: 'removegame'; gameId: string }
  | { type: 'chat'; text: string }
  | { type: 'leavegame'; gameId: string | null }
  | { type: 'startgame'; gameId: string }
  /** Ends the player's practice game and starts a new one: same decks, opponent and level. */
  | { type: 'restartpractice'; gameId: string }
  | {
      type: 'selectdeck';
      gameId: string;
      isOwn: boolean;
      /** A deck id, or -1 for "Choose for me". */
      deckId: number;
      isPrecon: boolean;
      /** The set of the modal ("Choose for me" type index). */
      typeIndex: number | null;
    }
  | {
      type: 'rematchdeck';
      gameId: string;
      /** A deck id, -1 for "Choose for me", or null to keep the deck of the finished game. */
      deckId: number | null;
      isPrecon: boolean;
      typeIndex: number | null;
    }
  | { type: 'setsololevel'; gameId: string; level: SoloLevel }
  | { type: 'setsolostage'; gameId: string; stage: SoloStage }
  | { type: 'removemessage'; messageId: string }
  | { type: 'clearsessions'; username: string }
  | { type: 'ping' }
  | { type: 'connectfailed' }
  /** The next page of the game list (lobby-pages.ts), for a client that asked for pages. */
  | { type: 'moregames'; count: number }
  | { type: 'getnodestatus' }
  | { type: 'togglenode'; nodeName: string }
  | { type: 'restartnode'; nodeName: string };

export type LobbyClientMessageType = LobbyClientMessage['type'];

/** Every message type once; a type left out of (or added to) the union fails to compile here. */
const LOBBY_CLIENT_MESSAGE_TYPE_TABLE: Record<LobbyClientMessageType, true> = {
  authenticate: true,
  newgame: true,
  joingame: true,
  watchgame: true,
  removegame: true,
  chat: true,
  leavegame: true,
  startgame: true,
  restartpractice: true,
  selectdeck: true,
  rematchdeck: true,
  setsololevel: true,
  setsolostage: true,
  removemessage: true,
  clearsessions: true,
  ping: true,
  connectfailed: true,
  moregames: true,
  getnodestatus: true,
  togglenode: true,
  restartnode: true,
};

export const LOBBY_CLIENT_MESSAGE_TYPES: readonly LobbyClientMessageType[] = typedKeys(
  LOBBY_CLIENT_MESSAGE_TYPE_TABLE,
);

export const LOBBY_CHAT_MAX = 512;
const MAX_ID_LENGTH = 64;
const MAX_PASSWORD_LENGTH = 64;
const MAX_TOKEN_LENGTH = 4096;

export type LobbyParseResult =
  { ok: true; message: LobbyClientMessage } | { ok: false; error: string };

class MessageError extends Error {}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function id(value: unknown, field: string): string {
  if (typeof value === 'number' && Number.isInteger(value)) return String(value);
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_ID_LENGTH) {
    throw new MessageError(`${field} must be a non-empty string`);
  }
  return value;
}

function optionalPassword(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string' || value.length > MAX_PASSWORD_LENGTH) {
    throw new MessageError('password must be a string');
  }
  return value;
}

function integer(value: unknown, field: string, min: number, max: number): number {
  const n = typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < min || n > max) {
    throw new MessageError(`${field} must be an integer from ${min} to ${max}`);
  }
  return n;
}

/** A yes/no argument: a boolean, or 0/1 as the deck picker sends its precon flag. */
function flag(value: unknown, field: string): boolean {
  if (typeof value === 'boolean') return value;
  if (value === 0 || value === 1) return value === 1;
  throw new MessageError(`${field} must be a boolean`);
}

/** A deck from the deck picker: its id (-1: "Choose for me" from a set), collection or own. */
function deckChoice(
  rawId: unknown,
  rawPrecon: unknown,
  rawTypeIndex: unknown,
): { deckId: number; isPrecon: boolean; typeIndex: number | null } {
  const isPrecon = flag(rawPrecon, 'isPrecon');
  const deckId = integer(rawId, 'deckId', -1, 2 ** 31 - 1);
  const typeIndex =
    rawTypeIndex === undefined || rawTypeIndex === null
      ? null
      : integer(rawTypeIndex, 'typeIndex', 0, 10);
  if (typeIndex !== null && typeIndex >= DECK_SET_COUNT) throw new MessageError('typeIndex');
  if (deckId === -1 && typeIndex === null) {
    throw new MessageError('Choose for me needs a deck set');
  }
  return { deckId, isPrecon, typeIndex };
}

/**
 * The new-game form as the spec's client sends it: keys the form does not have here (such as
 * `solo`) are ignored and options it left out (`showHand` until the switch is touched, the
 * game type itself) take the form's defaults. `solo` (or the solo format) picks the chimera
 * type when no type is named, as choosing chimera forces solo.
 */
function parseNewGame(value: unknown): NewGameDetails {
  if (!isRecord(value)) throw new MessageError('The game details are missing');
  const solo = value.solo === true || value.gameFormat === 'solo';
  const defaults = defaultNewGame('', solo ? 'chimera' : 'pvp');
  const sent: Record<string, unknown> = {};
  for (const [key, fallback] of Object.entries(defaults)) {
    const given = value[key];
    const absent = given === undefined || (given === null && fallback !== null);
    sent[key] = absent ? fallback : given;
  }
  // Only a practice game names an opponent; it has no default to take.
  if (value.practiceOpponent !== undefined) sent.practiceOpponent = value.practiceOpponent;
  try {
    return newGameSchema.validateSync(sent, { abortEarly: true, stripUnknown: true });
  } catch (error) {
    if (error instanceof ValidationError) throw new MessageError(error.errors[0] ?? error.message);
    throw error;
  }
}

function build(type: LobbyClientMessageType, args: unknown[]): LobbyClientMessage {
  const [a, b, c, d, e] = args;
  switch (type) {
    case 'authenticate': {
      const token = isRecord(a) ? a.token : a;
      if (typeof token !== 'string' || token.length === 0 || token.length > MAX_TOKEN_LENGTH) {
        throw new MessageError('token must be a non-empty string');
      }
      return { type, token };
    }
    case 'newgame':
      return { type, details: parseNewGame(a) };
    case 'joingame':
    case 'watchgame':
      return { type, gameId: id(a, 'gameId'), password: optionalPassword(b) };
    case 'removegame':
    case 'startgame':
    case 'restartpractice':
      return { type, gameId: id(a, 'gameId') };
    case 'leavegame':
      return { type, gameId: a === undefined || a === null ? null : id(a, 'gameId') };
    case 'chat': {
      if (typeof a !== 'string') throw new MessageError('text must be a string');
      const text = a.trim();
      if (text.length === 0) throw new MessageError('text must not be empty');
      if (text.length > LOBBY_CHAT_MAX) throw new MessageError('text is too long');
      return { type, text };
    }
    case 'selectdeck': {
      const isOwn = flag(b, 'isOwn');
      const choice = deckChoice(c, d, e);
      return { type, gameId: id(a, 'gameId'), isOwn, ...choice };
    }
    case 'rematchdeck': {
      // No deck id keeps the deck of the finished game.
      if (b === undefined || b === null) {
        return { type, gameId: id(a, 'gameId'), deckId: null, isPrecon: false, typeIndex: null };
      }
      return { type, gameId: id(a, 'gameId'), ...deckChoice(b, c, d) };
    }
    case 'setsololevel': {
      if (!(SOLO_LEVELS as readonly unknown[]).includes(b)) {
        throw new MessageError('level must be S or H');
      }
      return { type, gameId: id(a, 'gameId'), level: b as SoloLevel };
    }
    case 'setsolostage':
      return { type, gameId: id(a, 'gameId'), stage: integer(b, 'stage', 1, 3) as SoloStage };
    case 'removemessage':
      return { type, messageId: id(a, 'messageId') };
    case 'clearsessions':
      return { type, username: id(a, 'username') };
    case 'togglenode':
    case 'restartnode':
      return { type, nodeName: id(a, 'nodeName') };
    case 'moregames':
      return {
        type,
        count:
          a === undefined || a === null
            ? GAME_PAGE_SIZE
            : integer(a, 'count', 1, MAX_GAME_PAGE_SIZE),
      };
    case 'ping':
    case 'connectfailed':
    case 'getnodestatus':
      return { type };
  }
}

/** Parses one socket message (its event name and its arguments without the ack callback). */
export function parseLobbyClientMessage(event: string, args: unknown[]): LobbyParseResult {
  const type = LOBBY_CLIENT_MESSAGE_TYPES.find((t) => t === event);
  if (!type) return { ok: false, error: `Unknown message ${event.slice(0, 40)}` };
  const problem = untrustedValueProblem(args, SOCKET_ARGUMENT_LIMITS);
  if (problem) return { ok: false, error: problem };
  try {
    return { ok: true, message: build(type, args) };
  } catch (error) {
    if (error instanceof MessageError) return { ok: false, error: error.message };
    return { ok: false, error: 'Malformed message' };
  }
}
