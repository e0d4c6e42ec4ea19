/**
 * Game node → browser: the per-recipient view of a live game (the `gamestate` payload).
 * A player's view never holds the identity of a card hidden from them (the opponent's hand
 * and deck, facedown cards); such cards appear as `{ facedown: true }` placeholders with
 * throwaway uuids. Spectators see neither hand.
 */
import type { CardType } from '../domain/cards';
import type { DieLevel, Magic } from '../domain/dice';
import type { OptionSettingName, TokenName } from './game';
import type { GameFormat, GameType } from './lobby';

export type PhaseName = 'setup' | 'prepare' | 'playerturns' | 'recovery' | 'gameover';

export interface CardTokens {
  damage?: number;
  exhaustion?: number;
  status?: number;
  /** Chimera only. */
  redRains?: number;
}

/**
 * A marker on a card besides its tokens (game-board.md section 3, Counter): lasting effects
 * such as an attack bonus or "cannot block". The board draws tokens and these alike.
 */
export interface CounterView {
  name: string;
  /** Icon name; the board falls back to `shortName` on a coloured badge. */
  icon?: string;
  count: number;
  /** Drawn cracked: what it counts is used up (e.g. damage that has reached the card's life). */
  broken?: boolean;
  /** Drawn faded: it belongs to a card attached beneath (an upgrade). */
  fade?: boolean;
  /** Drawn crossed out: something the card cannot do (e.g. block). */
  cancel?: boolean;
  /** Whether the count is printed (markers such as "bypass" show their short name). */
  showValue?: boolean;
  /** A label of at most 3 characters for the badge. */
  shortName?: string;
}

export interface MenuItem {
  text: string;
  /** Sent back with menuItemClick. */
  command: string;
  arg?: string;
  menu?: 'main' | 'tokens' | 'moves';
  disabled?: boolean;
}

export interface CardView {
  uuid: string;
  /** Card stub (same as `code`); absent on facedown placeholders. */
  id?: string;
  code?: string;
  name?: string;
  type?: CardType;
  imageStub?: string;
  facedown: boolean;
  /** True when clicking this card answers the current prompt. */
  selectable: boolean;
  /** True while the card is picked in a multi-select prompt. */
  selected?: boolean;
  /** A hand card that can be played right now (drag to play area, spellboard or discard). */
  canPlay?: boolean;
  isConjuration?: boolean;
  tokens: CardTokens;
  /** Alterations attached under this card. */
  upgrades: CardView[];
  /**
   * Cards placed underneath this one other than upgrades (a mount's rider, cards sheltered
   * by a spell): face-down ones as `{ facedown: true }` placeholders, so everyone sees how
   * many. The spec's client draws `childCards` and `upgrades` together for every card.
   */
  childCards: CardView[];
  /** Dice attached to this card (charm, divine). */
  dieUpgrades: DieView[];
  /** Current values after modifiers, for units and Phoenixborn. */
  attack?: number;
  life?: number;
  recover?: number;
  exhausted?: boolean;
  owner?: string;
  controller?: string;
  /** Spellboard slot (title) this card belongs to. */
  cardSlot?: string;
  group?: string;
  menu?: MenuItem[];
  /** Lasting effects on the card, drawn as counters beside its tokens. */
  counters?: CounterView[];
}

export interface DieView {
  uuid: string;
  magic: Magic;
  level: DieLevel;
  exhausted: boolean;
  /** 'active', 'exhausted' or the uuid of the card the die is attached to. */
  location: string;
  selectable: boolean;
  selected: boolean;
  /** Rolled or changed by the last command (drawn highlighted). */
  new?: boolean;
  menu?: MenuItem[];
}

export interface PromptButton {
  text: string;
  /** Message name to send: always 'menuButton' for engine prompts. */
  command: string;
  /** The choice this button stands for. */
  arg: string;
  /** Id of the prompt; stale clicks (an older prompt id) are refused. */
  uuid: string;
  method: string;
  /** Auto-press after timerLength seconds (bluff timer). */
  timer?: boolean;
  disabled?: boolean;
  /** Stub of a card the button is about (shown as a picture). */
  card?: string;
}

export interface PromptControl {
  type: 'targeting' | 'options-select';
  /** The card whose effect asks. */
  source?: { uuid: string; id: string; name: string };
  targets?: string[];
}

/** A dice requirement to show (e.g. while paying a cost): magic (or 'basic') and level. */
export interface DiceRequirement {
  magic: Magic | 'basic';
  level: DieLevel;
  count: number;
}

export interface PromptState {
  /** Phase title; a newline separates lines. */
  menuTitle: string;
  promptTitle: string;
  buttons: PromptButton[];
  controls: PromptControl[];
  diceReq: DiceRequirement[][];
  /** Whether some card or die is selectable in this prompt. */
  selectCard: boolean;
  selectDie: boolean;
  timerLength?: number;
  showAlert?: boolean;
  alertText?: string;
  /** Id of the prompt, equal to every button's uuid. */
  promptId: string | null;
}

export interface ClockView {
  /** 'down' runs towards zero, 'up' counts elapsed time, 'stop' and 'off' stand still. */
  mode: 'off' | 'down' | 'up' | 'stop';
  type: 'none' | 'chess' | 'timer';
  secondsLeft: number;
  /** The same as secondsLeft: the spec's client reads the player clock's time as timeLeft. */
  timeLeft: number;
  mainTime: number;
  periods: number;
  timePeriod: number;
  stateId: number;
}

export interface PlayerStats {
  diceSpent: number;
  cardsPlayed: number;
  wounds: number;
}

export interface CardPiles {
  cardsInPlay: CardView[];
  discard: CardView[];
  hand: CardView[];
  purged: CardView[];
  spells: CardView[];
  /**
   * Present only while the recipient picks from their own draw pile; absent otherwise (the
   * spec's client takes a listed deck as a shown one and answers with showDrawDeck).
   */
  deck?: CardView[];
  archives: CardView[];
}

export interface PlayerView {
  /** Notes of the player's deck, in that player's own view only (set by the game node). */
  deckNotes?: string;
  name: string;
  id: string;
  activePlayer: boolean;
  firstPlayer: boolean;
  stats: PlayerStats;
  actions: { main: boolean; side: number };
  clock: ClockView;
  phoenixborn: CardView & { life: number; tokens: CardTokens };
  dice: DieView[];
  numDeckCards: number;
  cardPiles: CardPiles;
  /** Only in the recipient's own entry; others get an empty waiting prompt. */
  promptState: PromptState;
  optionSettings: OptionSettings;
  limitedPlayed: number;
  totalDiceSpend: number;
  totalCardsPlayed: number;
  /** Names of the cards the player chose as their first five (own entry, or after the game). */
  firstFive: string[];
  diceHistory: { round: number; dice: { magic: Magic; level: DieLevel }[] }[];
  left: boolean;
  disconnected: boolean;
  awol: boolean;
  inspectionCard: string | null;
  /**
   * The draw pile itself is a legal choice of the recipient's current prompt (e.g. meditating
   * the top card): clicking the pile sends pileClicked instead of opening its popup.
   */
  canSelectDeck?: boolean;
  /** The player's prompt asks for a card or die (the spec reads it on the player too). */
  selectCard?: boolean;
  /** The Chimera's entry in a solo game: the phase of its behaviour and ultimate (1–3). */
  chimeraPhase?: number;
  /** The Chimera's entry: its five rage dice (basic or power; they are never exhausted). */
  rageDice?: ('basic' | 'power')[];
}

export type OptionSettings = Record<OptionSettingName, boolean | number>;

/** A log line's part as the engine records it; views carry them as `ViewMessagePart`. */
export type MessagePart =
  | string
  | { alert: { type: AlertType; message: MessagePart[] } }
  | { link: string; label: string }
  | { card: { name: string; id: string; index?: number } }
  | { player: { name: string } }
  /** A player with no account behind it (the Chimera): named, never with an avatar. */
  | { nonAvatarPlayer: { name: string } }
  | { die: { magic: Magic; level: DieLevel; name: string; code: string } }
  | { actions: { main: boolean; side: number } }
  /** A Chimera behaviour row: its side and main in words, and whether the main resolves first. */
  | { behaviour: { side: string; main: string; mainFirst: boolean } };

export type AlertType =
  'endofround' | 'phasestart' | 'startofround' | 'success' | 'info' | 'danger' | 'warning';

/**
 * A chat or log line's part as views send it (game-board.md section 3, message parts): plain
 * text, or a flat object told apart by `argType` (player, card, die, actions), by `alert`
 * (its own parts inside) or by `link` with `label`.
 */
export type ViewMessagePart =
  | string
  | { alert: { type: AlertType; message: ViewMessagePart[] } }
  | { link: string; label: string }
  | { argType: 'card'; id: string; name: string; label: string; index?: number }
  | { argType: 'player'; name: string }
  | { argType: 'nonAvatarPlayer'; name: string }
  | { argType: 'die'; magic: Magic; level: DieLevel; name: string; code: string }
  | { argType: 'actions'; main: boolean; side: number }
  | { argType: 'behaviour'; side: string; main: string; mainFirst: boolean };

export interface ChatMessage {
  mid: number;
  activePlayer: string | null;
  message: ViewMessagePart[];
  /** A line someone typed (drawn as a message); absent on game events (the log). */
  chat?: true;
}

export interface BattleView {
  attacker: string;
  target: string;
  guard: string | null;
}

export interface AttackView {
  attackingPlayer: string;
  target: string;
  isPhoenixbornAttack: boolean;
  battles: BattleView[];
}

export interface GameView {
  /** Increases with every command that changed the game. */
  version: number;
  /** The game's own settings, laid over the engine's view by the game node. */
  id?: string;
  name?: string;
  gameType?: GameType;
  gameFormat?: GameFormat;
  label?: string;
  useGameTimeLimit?: boolean;
  /** Minutes. */
  gameTimeLimit?: number;
  gameTimeLimitStarted?: boolean;
  gameTimeLimitStartedAt?: string | null;
  started: boolean;
  winner: string | null;
  winReason: string | null;
  finishedAt: string | null;
  isReplay: boolean;
  solo: boolean;
  manualMode: boolean;
  round: number;
  currentPhase: PhaseName;
  /** Username of the player whose turn (or decision) it is. */
  activePlayerTurn: string | null;
  attack: AttackView | null;
  messages: ChatMessage[];
  /** Newest last: cards played or activated. */
  cardLog: { id: string; name: string; player: string }[];
  muteSpectators: boolean;
  owner: string;
  /** Who is watching, as the game node knows it (the engine's own view has none). */
  spectators?: SpectatorView[];
  /**
   * How the names of the game's players and spectators are styled in chat, by username
   * (filled in by the game node; the engine knows nothing of accounts).
   */
  chatIdentities?: Record<string, ChatIdentity>;
  players: Record<string, PlayerView>;
  /** Username the view was made for, or null for spectators. */
  viewer: string | null;
  /** The rematch asked for after the game, as the game node knows it (absent: none asked). */
  rematch?: RematchView;
  /** Whether moves may be taken back in this game, and a take-back waiting for an answer. */
  takeBack?: TakeBackView;
}

/**
 * Take-back as the game node allows it: never in ranked games; asked of the opponent in
 * casual games; at once against the computer; any number of steps against a goldfish.
 */
export interface TakeBackView {
  rule: 'ask' | 'immediate' | 'freely';
  /** The player whose take-back waits for the opponent's answer (casual games). */
  askedBy: string | null;
}

/** Agreed once every player has asked; then each picks a deck in the lobby. */
export interface RematchView {
  /** Players who asked, in the order they did. */
  askedBy: string[];
  agreed: boolean;
  /** Why it was called off (a player left or disconnected), or null while it stands. */
  calledOff: string | null;
}

/** A user's name style in the game chat: nothing private, only what the lobby shows too. */
export interface ChatIdentity {
  role: string;
  faveColor: string | null;
}

export interface SpectatorView {
  id: string;
  name: string;
}

export type { TokenName };
