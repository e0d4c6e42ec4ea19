/** The shapes of the table's layout: spacing, rectangles and the slots the scene draws. */
import type { PileName } from '../../protocol/game';
import type { CardView, DieView } from '../../protocol/game-view';

export const UPGRADE_MARGIN = 15;
/** Spellboard slots show at most 2 cards of a slot; the rest stack under them. */
export const SPELLBOARD_VISIBLE = 2;

/** The table's spacing: the compact layout halves gaps and margins so more fits a small screen. */
export interface Spacing {
  /** Between cards, piles and the table's edge. */
  gap: number;
  /** Between rows (home rows, play areas, hand). */
  rowGap: number;
  /** Between dice. */
  dicePad: number;
  /** Width kept for the dice box, in dice. */
  diceColumns: number;
  /** How far the second card of a spellboard slot peeks out. */
  spellStack: number;
}

export const NORMAL_SPACING: Spacing = {
  gap: 8,
  rowGap: 10,
  dicePad: 4,
  diceColumns: 5,
  spellStack: 14,
};

export const COMPACT_SPACING: Spacing = {
  gap: 4,
  rowGap: 4,
  dicePad: 2,
  diceColumns: 4,
  spellStack: 10,
};

export function spacingOf(compact: boolean | undefined): Spacing {
  return compact ? COMPACT_SPACING : NORMAL_SPACING;
}

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface CardSlot extends Rect {
  card: CardView;
  pile: PileName;
  owner: string;
  ownRow: boolean;
  /** Draw order; higher above. */
  z: number;
  /** Attached upgrades peeking above the card, 15 px apart. */
  host?: string;
}

export interface DieSlot extends Rect {
  die: DieView;
  /** The player whose row the die lies on (an attached die may belong to the other player). */
  owner: string;
  ownRow: boolean;
  /** The card an attached die (dieUpgrades) lies on, small, near the card's top. */
  host?: string;
}

export interface PileSlot extends Rect {
  pile: PileName;
  owner: string;
  ownRow: boolean;
  label: string;
  count: number;
  /** The card drawn on the pile (top of discard; a back for the deck). */
  top: CardView | null;
  faceDown: boolean;
}

export interface Zone extends Rect {
  pile: PileName;
  owner: string;
  ownRow: boolean;
}

export interface HandWindow {
  first: number;
  last: number;
  count: number;
  prev: Rect | null;
  next: Rect | null;
}

export interface BoardLayout {
  width: number;
  height: number;
  cardW: number;
  cardH: number;
  cards: CardSlot[];
  dice: DieSlot[];
  piles: PileSlot[];
  zones: Zone[];
  hand: HandWindow;
  /** Labels of areas, for drawing. */
  areas: (Rect & { label: string; mine: boolean })[];
  /**
   * Where the prompt panel goes: beside our hand, on the left-mode side (the panel's bottom
   * sits on the hand row's bottom; a taller prompt scrolls inside it). Null without a prompt side
   * (spectators).
   */
  prompt: Rect | null;
  /** The spacing used (normal or compact). */
  spacing: Spacing;
}

export interface LayoutOptions {
  width: number;
  height: number;
  /**
   * The card size setting's multiplier (0.6, 1, 1.4, 2): larger cards leave the play areas
   * room for fewer rows of units (`playRows`); cards are otherwise as large as the table allows.
   */
  cardScale: number;
  handFirst: number;
  /** The compact layout (account setting compactLayout): tighter gaps, margins and rows. */
  compact?: boolean;
  /**
   * Streamer view: the table for a capture, cards as large as the window allows (whatever the
   * card size setting) with the compact spacing.
   */
  streamer?: boolean;
  /**
   * The side of our hand the prompt's dock is on (the left-mode setting); none for spectators
   * and in streamer view, which shows no prompt.
   */
  promptSide?: 'left' | 'right' | null;
}
