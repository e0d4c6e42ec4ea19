/**
 * The game state: plain JSON only (a snapshot is JSON.stringify), including the random
 * generator's state. Card texts are not here: the catalogue comes in through the context.
 */
import type { DieLevel, Magic } from '../domain/dice';
import type { MessagePart, OptionSettings } from '../protocol/game-view';
import type { GameEvent } from './event-kinds';
import type { Keyword } from './cards/keywords';
import type { ChimeraState } from './chimera/chimera-state';

export type { GameEvent } from './event-kinds';

/**
 * A seat's id, as the wire protocol, views and replays know it. Only this file and the game's
 * setup spell the ids; the rules ask `sides.ts` who sits where and who opposes whom.
 */
export type PlayerId = 'p1' | 'p2';

/** Builds a value for every seat (the players record and its copies). */
export function bySeat<T>(make: (id: PlayerId) => T): Record<PlayerId, T> {
  return { p1: make('p1'), p2: make('p2') };
}

/** One side of the table: the seats that play, win and lose together. */
export interface Side {
  readonly players: readonly PlayerId[];
}

export type Zone =
  | 'deck'
  | 'hand'
  | 'discard'
  | 'battlefield'
  | 'spellboard'
  | 'archives'
  | 'purged'
  | 'attached'
  | 'phoenixborn'
  /** The Chimera's face-down aspects (solo play): on its battlefield but not in play. */
  | 'threat'
  /** Lying under a card in play (its `host`), face down or up (underneath.ts). */
  | 'underneath';

/** Zones whose card identities only their owner may see (deck and threat: nobody). */
export const HIDDEN_ZONES: readonly Zone[] = ['deck', 'hand', 'threat'];

export interface Tokens {
  damage: number;
  exhaustion: number;
  status: number;
}

/** What a card's effects may forbid it (lasting.ts `can`). */
export type ForbiddenAct =
  | 'attack'
  | 'block'
  | 'guard'
  | 'counter'
  | 'beTargeted'
  | 'beAttacked'
  /** No guard may be declared while it is the target of an attack (Hunter's Mark). */
  | 'beGuarded'
  /** No unit may block it while it attacks (Secret Door). */
  | 'beBlocked'
  /** Magic Armor: opponents' spells cannot target it (spell-shields.ts). */
  | 'beTargetedBySpells'
  /** Lightning Speed: opponents' reaction spells cannot target it (spell-shields.ts). */
  | 'beTargetedByReactionSpells';

/** A value of a card that lasting effects change. */
export type ChangedStat = 'attack' | 'life' | 'recover';

/** What a lasting effect on a card does (lasting.ts reads each kind). */
export type LastingChange =
  /** "+2 attack", "-1 life". */
  | { kind: 'value'; stat: ChangedStat; amount: number }
  /** "gains Bypass", "gains Armored 1": a keyword (cards/keywords.ts) with its value. */
  | { kind: 'keyword'; keyword: Keyword; value: number }
  /**
   * "cannot block or guard"; "cannot be targeted" (by opponents' spells, abilities and dice
   * powers); "cannot be attacked" (by opponents' unit attacks).
   */
  | { kind: 'forbid'; acts: readonly ForbiddenAct[] }
  /** Damage prevented each time the card (unit or Phoenixborn) is dealt damage. */
  | { kind: 'prevent'; amount: number }
  /**
   * All damage dealt to the card by an attack, spell, ability or dice power of an opponent of
   * `fromOpponentsOf` is prevented (Safeguard); a counter is not an attack of theirs.
   */
  | { kind: 'preventAll'; fromOpponentsOf: PlayerId }
  /** The card may be played without paying its cost (a card in hand). */
  | { kind: 'free' }
  /** An activated ability its controller may use: `grantedAbilities` entry `ability` of card `stub`. */
  | { kind: 'ability'; stub: string; ability: string }
  /**
   * The card uses the printed values and abilities of `stub`; `copiedX` is the X the copied
   * unit had when the copy was made, for a printed attack of X.
   */
  | { kind: 'copy'; stub: string; copiedX?: number }
  /** The card is considered exhausted whatever its exhaustion tokens (Deep Freeze). */
  | { kind: 'exhausted' }
  /**
   * While this card is in play and unexhausted, each opponent's leftmost unit is considered
   * exhausted (Crushing Grip; `lasting.ts` `heldAsLeftmost`).
   */
  | { kind: 'holdsOpposingLeftmost' }
  /**
   * During Attack actions, the numeral values of the unit's abilities are increased by
   * `amount` (Magnify: numeral keywords through `keyword`, scripts through `magnified`).
   */
  | { kind: 'magnify'; amount: number }
  /**
   * On a Phoenixborn: its player's only main action is an Attack while they control a unit
   * that can be declared as an attacker (Light Bringer's Infatuate; must-attack.ts).
   */
  | { kind: 'mustAttack' }
  /**
   * The unit's printed attack and printed life values trade places (Body Inversion); two
   * such effects trade them back.
   */
  | { kind: 'swapPrinted' };

/**
 * When a lasting effect ends: the end of this turn, of this round, of a player's next turn
 * ('nextTurn': at the end of `player`'s turn once `turnsToSkip` of their turns have ended),
 * at the start of `player`'s next turn ('nextTurnStart', or at the end of the round first when
 * `orNextRound`), at the end of the next turn whoever takes it ('followingTurn', once
 * `turnsToSkip` turns have ended; with `orNextRound`, at the end of the round first), or when the card `source` is no
 * longer attached to the card ('attached'), or never ('game': a heroic Chimera's extra life).
 */
export interface EffectDuration {
  until:
    | 'turn'
    | 'round'
    | 'nextTurn'
    | 'nextTurnStart'
    | 'followingTurn'
    | 'attached'
    | 'game'
    /** In force while `source` is on the battlefield unexhausted (Horrific Gaze). */
    | 'whileUnexhausted';
  player?: PlayerId;
  /**
   * 'nextTurnStart' that also ends with the round ("… or the next round": Captivate), or
   * 'followingTurn' that ends with the round ("… the next turn or the round": Timestopper).
   */
  orNextRound?: boolean;
  turnsToSkip?: number;
  source?: string;
}

/**
 * An effect a card left for the end of the next turn this round (delayed-effects.ts): the card
 * procedure that resolves it, for `player`, from `source`, once `turnsToSkip` turns have ended.
 */
export interface DelayedEffect {
  procedure: string;
  player: PlayerId;
  source: string | null;
  round: number;
  turnsToSkip: number;
}

/** A lasting effect on a card (lasting.ts): a change with its duration. */
export type CardEffect = LastingChange & EffectDuration;

export interface CardInstance {
  uuid: string;
  stub: string;
  owner: PlayerId;
  controller: PlayerId;
  zone: Zone;
  tokens: Tokens;
  /** For alterations: the card they are attached to; for cards underneath: the card above. */
  host: string | null;
  upgrades: string[];
  facedown: boolean;
  /**
   * Cards placed under this one (zone 'underneath'), in the order placed. A face-down one is
   * hidden from everyone (views show only how many there are); they are discarded when this
   * card leaves play.
   */
  under?: string[];
  effects: CardEffect[];
  /** Art picked by its owner (alt-arts.ts): an image stub, null for the printed art. */
  alt?: string | null;
  /** Who last placed wounds on it, to tell how it was destroyed. */
  lastHit: { by: PlayerId | null; byEffect: boolean; attacker: string | null } | null;
}

/** 'removed': out of the game for good (the Frostwild Scourge's Ultimate III). */
export type DieLocation = 'active' | 'exhausted' | 'attached' | 'removed';

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
  /** Players who may not play reaction spells for the rest of this turn (reaction-lock.ts). */
  reactionSpellsClosedTo?: PlayerId[];
  /** Units declared as attackers, blockers or guards this turn (declarations.ts). */
  declared?: { card: string; as: DeclaredAs }[];
  /** Units removed from the game until the end of this turn (end-of-turn-returns.ts). */
  returning?: string[];
  /** A unit was destroyed this turn (ops.ts `destroyUnit`; Summon Bone Crow asks it). */
  unitDestroyed?: boolean;
  /** Players whose astral dice stay on their cards when they prevent damage (Dodge; ascendancy-dice.ts). */
  astralDiceKept?: PlayerId[];
}

/** What a unit was declared as in an attack. */
export type DeclaredAs = 'attacker' | 'blocker' | 'guard';

export interface Battle {
  attacker: string;
  /** The PB or unit receiving the attack when no blocker/guard. */
  target: string;
  blocker: string | null;
  guard: string | null;
  resolved: boolean;
  /** The attacker was taken out of the attack before its battle ("no longer attacking"). */
  removed?: boolean;
}

export interface AttackState {
  attacker: PlayerId;
  defender: PlayerId;
  isPhoenixbornAttack: boolean;
  target: string;
  battles: Battle[];
  /** Units that must block an attacker, if able (Battlemaster), fixed before blocks are chosen. */
  forcedBlocks?: { blocker: string; attacker: string }[];
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
  /**
   * The sides in turn order (sides.ts); every seat sits on exactly one. Fixed at setup and
   * never changed, so state copies share it.
   */
  readonly sides: readonly Side[];
  cards: Record<string, CardInstance>;
  dice: Record<string, DieState>;
  round: number;
  phase: Phase;
  firstPlayer: PlayerId | null;
  turn: TurnState | null;
  /** Consecutive turns whose main action was Pass. */
  passStreak: number;
  /** Effects cards left for the end of a later turn this round (delayed-effects.ts). */
  delayed?: DelayedEffect[];
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
  /** The engine-played Chimera of a solo game (`chimera/`); absent in PvP. */
  chimera?: ChimeraState;
}
