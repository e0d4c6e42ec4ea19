/**
 * The game state: plain JSON only (a snapshot is JSON.stringify), including the random
 * generator's state. Card texts are not here: the catalogue comes in through the context.
 */
import type { DieLevel, Magic } from '../domain/dice';
import type { MessagePart, OptionSettings } from '../protocol/game-view';
import type { GameEvent } from './event-kinds';

export type { GameEvent } from './event-kinds';

export type PlayerId = 'p1' | 'p2';
export const PLAYER_IDS: readonly PlayerId[] = ['p1', 'p2'];

export type Zone =
  | 'deck'
  | 'hand'
  | 'discard'
  | 'battlefield'
  | 'spellboard'
  | 'archives'
  | 'purged'
  | 'attached'
  | 'phoenixborn';

/** Zones whose card identities only their owner may see (deck: nobody). */
export const HIDDEN_ZONES: readonly Zone[] = ['deck', 'hand'];

export interface Tokens {
  damage: number;
  exhaustion: number;
  status: number;
}

/** A lasting effect on a card (lasting.ts), ending at the end of a turn or round. */
export interface CardEffect {
  kind: 'attack' | 'bypass' | 'cannotBlock' | 'copy';
  amount?: number;
  /** For 'copy': the stub whose printed values and abilities are used. */
  stub?: string;
  /** For 'copy' of a unit whose printed attack is X: X's value when the copy was made. */
  copiedX?: number;
  /**
   * When it ends: the end of this turn, of this round, or of a player's next turn
   * ('nextTurn': at the end of `player`'s turn once `turnsToSkip` of their turns have ended).
   */
  until: 'turn' | 'round' | 'nextTurn';
  player?: PlayerId;
  turnsToSkip?: number;
}

export interface CardInstance {
  uuid: string;
  stub: string;
  owner: PlayerId;
  controller: PlayerId;
  zone: Zone;
  tokens: Tokens;
  /** For alterations: the card they are attached to. */
  host: string | null;
  upgrades: string[];
  facedown: boolean;
  effects: CardEffect[];
  /** Art picked by its owner (alt-arts.ts): an image stub, null for the printed art. */
  alt?: string | null;
  /** Who last placed wounds on it, to tell how it was destroyed. */
  lastHit: { by: PlayerId | null; byEffect: boolean; attacker: string | null } | null;
}

export type DieLocation = 'active' | 'exhausted' | 'attached';

export interface DieState {
  uuid: string;
  owner: PlayerId;
  magic: Magic;
  level: DieLevel;
  location: DieLocation;
  /** Card uuid when attached. */
  host: string | null;
}

export interface PlayerState {
  id: PlayerId;
  name: string;
  phoenixborn: string;
  deck: string[];
  hand: string[];
  discard: string[];
  battlefield: string[];
  spellboard: string[];
  archives: string[];
  purged: string[];
  dice: string[];
  /** Reaction spells played this turn. */
  limitedPlayed: number;
  guardedThisRound: boolean;
  /** Once-per-turn abilities already used this turn, by key. */
  usedThisTurn: string[];
  stats: { diceSpent: number; cardsPlayed: number };
  firstFive: string[];
  diceHistory: { round: number; dice: { magic: Magic; level: DieLevel }[] }[];
  optionSettings: OptionSettings;
  left: boolean;
  inspectionCard: string | null;
  /** The card inspected before the current one (target of /attach). */
  previousInspection: string | null;
  /** Alt arts the player holds for the cards of this game: card stub → image stubs. */
  altArts?: Record<string, string[]>;
  /** Chess clock: seconds (fractions kept) this player has left. */
  clockSeconds: number;
  /** 'engine': the engine takes this side's decisions itself (driven-sides.ts); unset: a person. */
  driver?: 'engine';
}

export interface TurnState {
  player: PlayerId;
  mainAvailable: boolean;
  sideActions: number;
  /** True once this turn's main action was Pass. */
  passed: boolean;
}

export interface Battle {
  attacker: string;
  /** The PB or unit receiving the attack when no blocker/guard. */
  target: string;
  blocker: string | null;
  guard: string | null;
  resolved: boolean;
}

export interface AttackState {
  attacker: PlayerId;
  defender: PlayerId;
  isPhoenixbornAttack: boolean;
  target: string;
  battles: Battle[];
}

/** JSON value: the only thing frames and decisions may carry. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** One resumable procedure: a named list of steps in the procedure registry. */
export interface Frame {
  proc: string;
  step: number;
  player: PlayerId;
  source: string | null;
  ctx: Record<string, Json>;
}

export type OptionKind = 'button' | 'card' | 'die';

export interface DecisionOption {
  kind: OptionKind;
  /** Button arg, or card / die uuid. */
  value: string;
  text?: string;
  card?: string;
  /** A Pass that the bluff timer may press by itself (reaction windows). */
  timer?: boolean;
  /** A button that stands for a whole pile (the board's pile click answers it). */
  pile?: 'deck';
}

/**
 * What the engine waits for. 'choice' is answered by one option; 'multi' toggles cards or
 * dice until a Done button (whose legality a named validator decides).
 */
export interface Decision {
  id: string;
  player: PlayerId;
  /** ctx key of the top frame that receives the answer. */
  key: string;
  type: 'choice' | 'multi';
  title: string;
  options: DecisionOption[];
  source: string | null;
  /** For 'multi': validator name and its parameters. */
  validator?: string;
  params?: Json;
  selected?: string[];
  /** For dice payment: the requirement shown to the player. */
  diceReq?: DiceSlot[][];
  /** A timed alert (alerts.ts): its text, shown as the board's alert. */
  alert?: string;
  /**
   * Hidden cards this prompt shows its player alone while it is open (a hand looked at, cards
   * revealed from a draw pile), by name in its buttons.
   */
  shows?: string[];
}

export interface DiceSlot {
  magic: Magic | null;
  level: DieLevel;
}

export interface LogEntry {
  mid: number;
  activePlayer: string | null;
  message: MessagePart[];
  /** A line a player or spectator typed (chat), as opposed to a game event. */
  chat?: true;
}

export interface ClockState {
  type: 'none' | 'chess' | 'timer';
  /** Seconds per player (chess) or for the whole game (timer). */
  seconds: number;
  /**
   * Epoch ms up to which running time has been charged; null while no time has been given
   * (games played without times, such as self-play and old replays, keep their clocks still).
   */
  at?: number | null;
  /** Timer clock: seconds left for the whole game (chess keeps each player's clockSeconds). */
  gameLeft?: number;
}

export type Phase = 'setup' | 'prepare' | 'playerturns' | 'recovery' | 'gameover';

/**
 * Where the game's random stream stands: 'keyed' counts draws and ids hashed from the secret
 * seed; 'legacy' is the generator of games stored before, kept so their replays still match.
 */
export type RandomState =
  | { scheme: 'keyed'; draws: number; ids: number }
  | { scheme: 'legacy'; words: [number, number, number, number] };

export interface GameState {
  version: number;
  /** The rules layout the state was made under (rules-version.ts). */
  rulesVersion: number;
  seed: string;
  /** The generator of draws and ids (`rng.ts`); keyed on the secret seed. */
  random: RandomState;
  owner: string;
  players: Record<PlayerId, PlayerState>;
  cards: Record<string, CardInstance>;
  dice: Record<string, DieState>;
  round: number;
  phase: Phase;
  firstPlayer: PlayerId | null;
  turn: TurnState | null;
  /** Consecutive turns whose main action was Pass. */
  passStreak: number;
  attack: AttackState | null;
  stack: Frame[];
  decision: Decision | null;
  pendingEvents: GameEvent[];
  winner: PlayerId | null;
  winReason: string | null;
  finishedAt: string | null;
  manualMode: boolean;
  muteSpectators: boolean;
  /** The game's "Show hands to spectators" option: spectators (never the opponent) see hands. */
  showHandsToSpectators?: boolean;
  clock: ClockState;
  log: LogEntry[];
  cardLog: { id: string; name: string; player: string }[];
  /** Counter behind prompt ids and log message ids. */
  counter: number;
  /** Dice rolled or changed by the last accepted command (shown as new). */
  newDice?: string[];
}
