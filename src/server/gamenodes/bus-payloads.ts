import { ValidationError } from 'yup';
import type { DeckCardEntry, SpecialDiceEntry } from '../../domain/catalogue';
import { MAGIC_TYPES } from '../../domain/dice';
import type { DicePoolEntry } from '../../domain/dice';
import { DECK_NOTES_MAX } from '../../protocol/decks';
import { SOLO_LEVELS, SOLO_STAGES } from '../../protocol/lobby';
import { MAX_CHAT_LENGTH } from '../../protocol/game';
import type { LobbyGame } from '../../protocol/lobby';
import { newGameSchema } from '../../protocol/lobby-newgame-schema';
import type { NewGameDetails } from '../../protocol/lobby-newgame';
import type { ReplayCommand, StoredReplayInput } from '../../protocol/results';
import type { GameDeck } from '../lobby/deck-source';
import {
  BusFormatError,
  bool,
  int,
  list,
  name,
  oneOf,
  record,
  text,
  textOrNull,
} from './bus-values';
import type { Fields } from './bus-values';
import { ROLE_MAX, chatIdentity } from './chat-identities';
import type { GameOutcome, HostedGameSpec, HostedPlayer } from './game-node';
import {
  ALT_ARTS_PER_CARD_MAX,
  ALT_ART_STUB_MAX,
  isOptionSettingName,
  isOptionValue,
} from './player-settings';
import type { PlayerAltArts, PlayerOptionSettings } from './player-settings';

const MAX_DECK_ENTRIES = 200;
const MAX_COUNT = 100;
const MAX_REPLAY_COMMANDS = 100_000;

function details(value: unknown): NewGameDetails {
  try {
    return newGameSchema.validateSync(value, { strict: true });
  } catch (error) {
    if (error instanceof ValidationError) throw new BusFormatError(`details: ${error.message}`);
    throw error;
  }
}

function cardEntries(value: unknown, field: string): DeckCardEntry[] {
  return list(value, field, MAX_DECK_ENTRIES).map((raw, i) => {
    const f = record(raw, `${field}[${i}]`);
    const entry: DeckCardEntry = {
      id: name(f.id, `${field}[${i}].id`),
      count: int(f.count, `${field}[${i}].count`, 0, MAX_COUNT),
    };
    if (f.ff !== undefined) entry.ff = bool(f.ff, `${field}[${i}].ff`);
    return entry;
  });
}

function dicepool(value: unknown): DicePoolEntry[] {
  return list(value, 'dicepool', MAGIC_TYPES.length).map((raw, i) => {
    const f = record(raw, `dicepool[${i}]`);
    return {
      magic: oneOf(f.magic, MAGIC_TYPES, `dicepool[${i}].magic`),
      count: int(f.count, `dicepool[${i}].count`, 0, MAX_COUNT),
    };
  });
}

function specialDice(value: unknown): SpecialDiceEntry[] {
  return list(value, 'specialDice', MAX_DECK_ENTRIES).map((raw, i) => {
    const f = record(raw, `specialDice[${i}]`);
    return {
      magic: name(f.magic, `specialDice[${i}].magic`),
      count: int(f.count, `specialDice[${i}].count`, 0, MAX_COUNT),
    };
  });
}

function deck(value: unknown, field: string): GameDeck | null {
  if (value === null) return null;
  const f = record(value, field);
  return {
    name: text(f.name, `${field}.name`),
    phoenixbornStub: textOrNull(f.phoenixbornStub, `${field}.phoenixbornStub`),
    phoenixborn: cardEntries(f.phoenixborn, `${field}.phoenixborn`),
    cards: cardEntries(f.cards, `${field}.cards`),
    conjurations: cardEntries(f.conjurations, `${field}.conjurations`),
    dicepool: dicepool(f.dicepool),
    specialDice: specialDice(f.specialDice),
    mode: textOrNull(f.mode, `${field}.mode`),
    isChimera: bool(f.isChimera, `${field}.isChimera`),
    premium: bool(f.premium, `${field}.premium`),
    restricted: bool(f.restricted, `${field}.restricted`),
    notes: text(f.notes, `${field}.notes`, DECK_NOTES_MAX),
  };
}

function optionSettings(value: unknown, field: string): PlayerOptionSettings {
  const settings: PlayerOptionSettings = {};
  for (const [key, setting] of Object.entries(record(value, field))) {
    if (!isOptionSettingName(key)) throw new BusFormatError(`${field}.${key} is not a setting`);
    if (!isOptionValue(setting)) {
      throw new BusFormatError(`${field}.${key} must be true, false or a timer of 0 to 10`);
    }
    settings[key] = setting;
  }
  return settings;
}

function altArts(value: unknown, field: string): PlayerAltArts {
  const entries = Object.entries(record(value, field));
  // A game shows only the alt arts of the player's deck: a deck's worth of cards at most.
  if (entries.length > MAX_DECK_ENTRIES * 3)
    throw new BusFormatError(`${field} has too many cards`);
  // fromEntries defines own keys: a card stub named __proto__ stays a plain key.
  return Object.fromEntries(
    entries.map(([stub, alts]) => [
      name(stub, `${field} card stub`, ALT_ART_STUB_MAX),
      list(alts, `${field}.${stub}`, ALT_ARTS_PER_CARD_MAX).map((alt, i) =>
        name(alt, `${field}.${stub}[${i}]`, ALT_ART_STUB_MAX),
      ),
    ]),
  );
}

function hostedPlayer(value: unknown, i: number): HostedPlayer {
  const p = record(value, `spec.players[${i}]`);
  const player: HostedPlayer = {
    userId: p.userId === null ? null : int(p.userId, `players[${i}].userId`, 1, 2 ** 31),
    username: name(p.username, `players[${i}].username`, 100),
    deck: deck(p.deck, `players[${i}].deck`),
  };
  // Absent from a lobby that does not send them: the engine's defaults then.
  if (p.optionSettings !== undefined) {
    player.optionSettings = optionSettings(p.optionSettings, `players[${i}].optionSettings`);
  }
  if (p.altArts !== undefined) player.altArts = altArts(p.altArts, `players[${i}].altArts`);
  if (p.chatIdentity !== undefined) {
    const style = record(p.chatIdentity, `players[${i}].chatIdentity`);
    player.chatIdentity = chatIdentity(
      name(style.role, `players[${i}].chatIdentity.role`, ROLE_MAX),
      textOrNull(style.faveColor, `players[${i}].chatIdentity.faveColor`, 20),
    );
  }
  return player;
}

/** The lobby's summary is only shown (never trusted for rules): its key fields are checked. */
function isLobbyGame(value: Fields, gameId: string): value is Fields & LobbyGame {
  return (
    value.id === gameId &&
    typeof value.name === 'string' &&
    typeof value.owner === 'string' &&
    typeof value.players === 'object' &&
    value.players !== null &&
    Array.isArray(value.spectators)
  );
}

/** A game the lobby asks a node to host. */
export function readHostedGameSpec(value: unknown): HostedGameSpec {
  const f = record(value, 'spec');
  const gameId = name(f.gameId, 'spec.gameId', 100);
  const summary = record(f.summary, 'spec.summary');
  if (!isLobbyGame(summary, gameId)) throw new BusFormatError('spec.summary is not this game');
  const players = list(f.players, 'spec.players', 2).map(hostedPlayer);
  return {
    gameId,
    details: details(f.details),
    players,
    soloLevel: oneOf(f.soloLevel, SOLO_LEVELS, 'spec.soloLevel'),
    soloStage: oneOf(f.soloStage, SOLO_STAGES, 'spec.soloStage'),
    summary,
    // A fork's starting state is checked by the runner that starts from it.
    ...(f.fork !== undefined ? { fork: record(f.fork, 'spec.fork') } : {}),
  };
}

function replay(value: unknown): StoredReplayInput | null {
  if (value === null) return null;
  const f = record(value, 'replay');
  const commands: ReplayCommand[] = list(f.commands, 'replay.commands', MAX_REPLAY_COMMANDS).map(
    (raw, i) => {
      const c = record(raw, `replay.commands[${i}]`);
      const entry: ReplayCommand = {
        player: textOrNull(c.player, `replay.commands[${i}].player`),
        command: record(c.command, `replay.commands[${i}].command`),
      };
      // The command's time (epoch ms) replays the clocks.
      if (typeof c.at === 'number' && Number.isFinite(c.at)) entry.at = c.at;
      return entry;
    },
  );
  const input: StoredReplayInput = {
    seed: name(f.seed, 'replay.seed'),
    setup: record(f.setup, 'replay.setup'),
    commands,
  };
  if (f.engineVersion !== undefined) {
    input.engineVersion = text(f.engineVersion, 'replay.engineVersion');
  }
  return input;
}

/** How a game ended, as a node reports it. */
export function readGameOutcome(value: unknown): GameOutcome {
  const f = record(value, 'outcome');
  return {
    winner: textOrNull(f.winner, 'outcome.winner'),
    winReason: textOrNull(f.winReason, 'outcome.winReason'),
    rounds: int(f.rounds, 'outcome.rounds', 0, 10_000),
    players: list(f.players, 'outcome.players', 2).map((raw, i) => {
      const p = record(raw, `outcome.players[${i}]`);
      return {
        name: name(p.name, `outcome.players[${i}].name`),
        wounds: int(p.wounds, `outcome.players[${i}].wounds`, 0, 1000),
        diceSpent: int(p.diceSpent, `outcome.players[${i}].diceSpent`, 0, 100_000),
        cardsPlayed: int(p.cardsPlayed, `outcome.players[${i}].cardsPlayed`, 0, 100_000),
      };
    }),
    replay: replay(f.replay),
    chat: list(f.chat, 'outcome.chat', CHAT_LINES_MAX).map((raw, i) => {
      const line = record(raw, `outcome.chat[${i}]`);
      return {
        name: name(line.name, `outcome.chat[${i}].name`),
        message: text(line.message, `outcome.chat[${i}].message`, MAX_CHAT_LENGTH),
        at: isoTime(line.at, `outcome.chat[${i}].at`),
      };
    }),
  };
}

/** More chat lines than a node keeps for a game's record. */
const CHAT_LINES_MAX = 5000;

function isoTime(value: unknown, field: string): string {
  const at = text(value, field, 40);
  if (Number.isNaN(Date.parse(at))) throw new BusFormatError(`${field} must be a time`);
  return at;
}
