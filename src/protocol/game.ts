/**
 * Browser → game node: the closed union of game commands (game-board.md section 7) and the
 * parser that turns an untrusted socket payload into one of them. The wire form is the
 * socket.io argument list `[name, ...args]`; an object already shaped like a command
 * (`{ type: 'cardClicked', uuid }`) is accepted too, which is handy for tests and bots.
 */
import { SOCKET_ARGUMENT_LIMITS, untrustedValueProblem } from './text-rules';

export const PILE_NAMES = [
  'hand',
  'deck',
  'discard',
  'archives',
  'purged',
  'spellboard',
  'play area',
] as const;
/** The piles of a player row that cards can be dragged between (manual drag matrix). */
export type PileName = (typeof PILE_NAMES)[number];

export const TOKEN_NAMES = ['damage', 'exhaustion', 'status'] as const;
export type TokenName = (typeof TOKEN_NAMES)[number];

export type GameCommand =
  | { type: 'cardClicked'; uuid: string }
  | { type: 'cardAltClicked'; uuid: string }
  | { type: 'dieClicked'; uuid: string }
  /** A prompt button; `uuid` is the prompt id it was shown with, `arg` the choice. */
  | { type: 'menuButton'; arg: string | null; uuid: string | null; method: string | null }
  | { type: 'drop'; uuid: string; source: PileName; target: PileName }
  | { type: 'menuItemClick'; uuid: string; command: string; arg: string | null }
  | { type: 'modifyCardToken'; uuid: string; token: TokenName; delta: 1 | -1 }
  | { type: 'inspectCard'; uuid: string }
  | { type: 'closeInspector' }
  | { type: 'showDrawDeck'; visible: boolean }
  | { type: 'shuffleDeck' }
  | { type: 'pileClicked'; source: PileName }
  | { type: 'clockZero' }
  | { type: 'toggleMuteSpectators' }
  | { type: 'toggleManualMode' }
  | { type: 'toggleOptionSetting'; name: OptionSettingName; value: boolean | number }
  | { type: 'closeAlert' }
  | { type: 'chat'; text: string }
  | { type: 'modifyLimited'; limitedPlayed: number }
  | { type: 'modifyAction'; action: 'main' | 'side'; value: number }
  | { type: 'changeStat'; stat: 'side'; delta: 1 | -1 }
  | { type: 'concede' }
  | { type: 'leavegame' };

export type GameCommandType = GameCommand['type'];

export const OPTION_SETTING_NAMES = [
  'orderForcedAbilities',
  'alwaysGroupTactics',
  'dontIceTrapOwnUnits',
  'noAttackAlerts',
  'manualAlts',
  'bluffTimer',
  'alertTimer',
  'confirmOneClick',
  'allowAutoCancel',
] as const;
export type OptionSettingName = (typeof OPTION_SETTING_NAMES)[number];

export type ParseResult = { ok: true; command: GameCommand } | { ok: false; error: string };

export const MAX_CHAT_LENGTH = 500;
const MAX_ID_LENGTH = 100;

type Fields = Record<string, unknown>;

function isRecord(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function str(value: unknown, field: string): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_ID_LENGTH) {
    throw new CommandError(`${field} must be a non-empty string`);
  }
  return value;
}

function strOrNull(value: unknown, field: string): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return String(value);
  return str(value, field);
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[], field: string): T {
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value))
    return value as T;
  throw new CommandError(`${field} must be one of ${allowed.join(', ')}`);
}

function unitStep(value: unknown, field: string): 1 | -1 {
  if (value === 1 || value === -1) return value;
  throw new CommandError(`${field} must be 1 or -1`);
}

function int(value: unknown, field: string, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new CommandError(`${field} must be an integer from ${min} to ${max}`);
  }
  return value;
}

class CommandError extends Error {}

/**
 * Argument names, in wire order, of every command (game-board.md: `'game', name, ...args`).
 * The parser reads a list by it and the writer (game-writer.ts) writes one by it.
 */
export const GAME_COMMAND_ARGUMENTS: Record<GameCommandType, readonly string[]> = {
  cardClicked: ['uuid'],
  cardAltClicked: ['uuid'],
  dieClicked: ['uuid'],
  menuButton: ['arg', 'uuid', 'method'],
  drop: ['uuid', 'source', 'target'],
  menuItemClick: ['uuid', 'item'],
  modifyCardToken: ['uuid', 'token', 'delta'],
  inspectCard: ['uuid'],
  closeInspector: [],
  showDrawDeck: ['visible'],
  shuffleDeck: [],
  pileClicked: ['source'],
  clockZero: [],
  toggleMuteSpectators: [],
  toggleManualMode: [],
  toggleOptionSetting: ['name', 'value'],
  closeAlert: [],
  chat: ['text'],
  modifyLimited: ['limitedPlayed'],
  modifyAction: ['action', 'value'],
  changeStat: ['stat', 'delta'],
  concede: [],
  leavegame: [],
};

const COMMAND_TYPES = Object.keys(GAME_COMMAND_ARGUMENTS) as GameCommandType[];

function build(type: GameCommandType, f: Fields): GameCommand {
  switch (type) {
    case 'cardClicked':
    case 'cardAltClicked':
    case 'dieClicked':
    case 'inspectCard':
      return { type, uuid: str(f.uuid, 'uuid') };
    case 'menuButton':
      return {
        type,
        arg: strOrNull(f.arg, 'arg'),
        uuid: strOrNull(f.uuid, 'uuid'),
        method: strOrNull(f.method, 'method'),
      };
    case 'drop':
      return {
        type,
        uuid: str(f.uuid, 'uuid'),
        source: oneOf(f.source, PILE_NAMES, 'source'),
        target: oneOf(f.target, PILE_NAMES, 'target'),
      };
    case 'menuItemClick': {
      const item = isRecord(f.item) ? f.item : { command: f.command, arg: f.arg };
      return {
        type,
        uuid: str(f.uuid, 'uuid'),
        command: str(item.command, 'item.command'),
        arg: strOrNull(item.arg, 'item.arg'),
      };
    }
    case 'modifyCardToken':
      return {
        type,
        uuid: str(f.uuid, 'uuid'),
        token: oneOf(f.token, TOKEN_NAMES, 'token'),
        delta: unitStep(f.delta, 'delta'),
      };
    case 'showDrawDeck':
      if (typeof f.visible !== 'boolean') throw new CommandError('visible must be a boolean');
      return { type, visible: f.visible };
    case 'pileClicked':
      return { type, source: oneOf(f.source, PILE_NAMES, 'source') };
    case 'toggleOptionSetting': {
      const name = oneOf(f.name, OPTION_SETTING_NAMES, 'name');
      const value = f.value;
      if (typeof value === 'boolean') return { type, name, value };
      return { type, name, value: int(value, 'value', 0, 10) };
    }
    case 'chat': {
      if (typeof f.text !== 'string') throw new CommandError('text must be a string');
      const text = f.text.trim();
      if (text.length === 0 || text.length > MAX_CHAT_LENGTH) {
        throw new CommandError(`text must be 1 to ${MAX_CHAT_LENGTH} characters`);
      }
      return { type, text };
    }
    case 'modifyLimited':
      return { type, limitedPlayed: int(f.limitedPlayed, 'limitedPlayed', 0, 10) };
    case 'modifyAction':
      return {
        type,
        action: oneOf(f.action, ['main', 'side'] as const, 'action'),
        value: int(f.value, 'value', 0, 10),
      };
    case 'changeStat':
      return {
        type,
        stat: oneOf(f.stat, ['side'] as const, 'stat'),
        delta: unitStep(f.delta, 'delta'),
      };
    case 'closeInspector':
    case 'shuffleDeck':
    case 'clockZero':
    case 'toggleMuteSpectators':
    case 'toggleManualMode':
    case 'closeAlert':
    case 'concede':
    case 'leavegame':
      return { type };
  }
}

/** Validates an untrusted payload: `[name, ...args]` or `{ type, ...fields }`. */
export function parseGameCommand(raw: unknown): ParseResult {
  try {
    let type: unknown;
    let fields: Fields;
    if (Array.isArray(raw)) {
      type = raw[0];
      const names =
        typeof type === 'string' && Object.hasOwn(GAME_COMMAND_ARGUMENTS, type)
          ? GAME_COMMAND_ARGUMENTS[type as GameCommandType]
          : [];
      fields = Object.fromEntries(names.map((name, i) => [name, raw[i + 1]]));
    } else if (isRecord(raw)) {
      type = raw.type;
      fields = raw;
    } else {
      return { ok: false, error: 'A game command must be a list or an object' };
    }
    if (typeof type !== 'string' || !(COMMAND_TYPES as string[]).includes(type)) {
      return { ok: false, error: `Unknown game command ${JSON.stringify(type)}` };
    }
    return { ok: true, command: build(type as GameCommandType, fields) };
  } catch (err) {
    if (err instanceof CommandError) return { ok: false, error: err.message };
    throw err;
  }
}

/**
 * Validates the argument list of one `game` socket message. Browsers send the wire form
 * (`'game', name, ...args`); a single command object (`'game', {type, ...}`) is the same
 * command written as one value, so both reach the engine identically.
 */
export function parseGameMessage(args: readonly unknown[]): ParseResult {
  const problem = untrustedValueProblem(args, SOCKET_ARGUMENT_LIMITS);
  if (problem) return { ok: false, error: problem };
  const [first] = args;
  return args.length === 1 && isRecord(first) ? parseGameCommand(first) : parseGameCommand(args);
}
