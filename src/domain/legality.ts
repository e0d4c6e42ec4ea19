import type { Card, CardCatalogue } from './cards';
import { BOSS_CARD_TYPES, isConjurationType } from './cards';
import type { DeckCardEntry } from './catalogue';
import { DECK_CARD_COUNT, DECK_DICE_COUNT, DECK_MAX_COPIES, DECK_MAX_UNIQUES } from './constants';
import type { DicePoolEntry } from './dice';
import { isMagic } from './dice';

/**
 * Deck legality (decks spec section 5): the one implementation used by the deck editor while
 * typing, by the server on save and by the lobby when a deck is chosen for a game.
 */

/** What legality needs to know about a deck; personal, imported and precon decks all fit. */
export interface DeckContents {
  phoenixborn: DeckCardEntry[];
  cards: DeckCardEntry[];
  conjurations: DeckCardEntry[];
  dicepool: DicePoolEntry[];
  /** Dice outside the nine magics (boss dice), counted toward the ten. */
  specialDice?: { magic: string; count: number }[];
  /** "chimera" / "dragonborn" for the solo boss decks; anything else is a player deck. */
  mode?: string | null;
}

/** A precon deck as the Heroic Level 2 rule reads it (only stubs matter). */
export interface PreconReference {
  phoenixborn: DeckCardEntry[];
  cards: DeckCardEntry[];
}

export interface DeckStatusOptions {
  /** The game format the deck is judged for (onecollection lifts the uniques limit). */
  format?: string | null;
  /** Precon decks the hl2pvp rule attributes cards to; without them hl2pvp is false. */
  precons?: readonly PreconReference[];
}

export interface DeckStatus {
  /** Exactly 30 known cards and exactly one known Phoenixborn. */
  basicRules: boolean;
  /** No card above three copies (conjurations excepted). */
  maxThree: boolean;
  /** The dice pool totals exactly ten. */
  tenDice: boolean;
  /** Every conjuration the Phoenixborn and cards can place is in the conjuration pile. */
  hasConjurations: boolean;
  /** Phoenixborn-tied cards belong to this Phoenixborn and (outside onecollection) number ≤ 3. */
  uniques: boolean;
  /** The Heroic Level 2 deck-building rule; only required in the hl2pvp format. */
  hl2pvp: boolean;
  /** Every card of the deck is in the catalogue and none is restricted. */
  noUnreleasedCards: boolean;
  /** Organised-play advice: no chained card is marked for the first five. Informational. */
  officialRole: boolean;
  /** All the rules of the format hold. */
  legalToPlay: boolean;
  /** Stubs of the conjurations that are required but missing (the separate flag). */
  missingConjurations: string[];
  /** Stubs the catalogue does not know. */
  unknownCards: string[];
}

const BOSS_MODES = ['chimera', 'dragonborn'];

export function isBossDeck(deck: Pick<DeckContents, 'mode'>): boolean {
  return typeof deck.mode === 'string' && BOSS_MODES.includes(deck.mode);
}

export function sumCounts(entries: readonly { count: number }[]): number {
  return entries.reduce((total, entry) => total + entry.count, 0);
}

/** Counts per stub, adding up entries that repeat a stub. */
export function countsById(entries: readonly DeckCardEntry[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const entry of entries) counts.set(entry.id, (counts.get(entry.id) ?? 0) + entry.count);
  return counts;
}

/** A Phoenixborn name without the "(release)" qualifier the catalogue adds to twin names. */
export function baseName(name: string): string {
  return name.replace(/ \([^)]*\)$/, '');
}

/** The conjurations reachable from the Phoenixborn and cards (conjurations that conjure too). */
export function requiredConjurations(
  deck: Pick<DeckContents, 'phoenixborn' | 'cards'>,
  catalogue: CardCatalogue,
): string[] {
  const required = new Set<string>();
  const pending = [...deck.phoenixborn, ...deck.cards].map((entry) => entry.id);
  const visited = new Set<string>();
  while (pending.length > 0) {
    const stub = pending.pop() as string;
    if (visited.has(stub)) continue;
    visited.add(stub);
    for (const conjuration of catalogue[stub]?.conjurations ?? []) {
      required.add(conjuration.stub);
      pending.push(conjuration.stub);
    }
  }
  return [...required].sort();
}

/** The conjuration pile a deck needs: each required conjuration at its printed number of copies. */
export function conjurationPile(
  deck: Pick<DeckContents, 'phoenixborn' | 'cards'>,
  catalogue: CardCatalogue,
): DeckCardEntry[] {
  return requiredConjurations(deck, catalogue)
    .filter((stub) => catalogue[stub] !== undefined)
    .map((stub) => ({ id: stub, count: catalogue[stub]?.copies ?? 1 }));
}

function isBossCard(card: Card): boolean {
  return (BOSS_CARD_TYPES as readonly string[]).includes(card.type);
}

function checkBasicRules(deck: DeckContents, catalogue: CardCatalogue, boss: boolean): boolean {
  const phoenixborn = deck.phoenixborn.map((entry) => catalogue[entry.id]);
  if (phoenixborn.length !== 1 || sumCounts(deck.phoenixborn) !== 1) return false;
  const [leader] = phoenixborn;
  if (!leader) return false;
  const cards = deck.cards.map((entry) => catalogue[entry.id]);
  if (cards.some((card) => card === undefined)) return false;
  if (boss) return isBossCard(leader);
  if (leader.type !== 'Phoenixborn') return false;
  // A conjuration listed among the cards is tolerated (a battlebox list does this); a second
  // Phoenixborn is not.
  const misplaced = cards.some((card) => card?.type === 'Phoenixborn');
  return !misplaced && sumCounts(deck.cards) === DECK_CARD_COUNT;
}

function checkTenDice(deck: DeckContents, boss: boolean): boolean {
  if (!deck.dicepool.every((die) => isMagic(die.magic) && die.count >= 0)) return false;
  const total = sumCounts(deck.dicepool) + sumCounts(deck.specialDice ?? []);
  return boss ? total <= DECK_DICE_COUNT : total === DECK_DICE_COUNT;
}

function checkUniques(deck: DeckContents, catalogue: CardCatalogue, format: string | null) {
  const leader = deck.phoenixborn[0] ? catalogue[deck.phoenixborn[0].id] : undefined;
  let tied = 0;
  for (const [stub, count] of countsById(deck.cards)) {
    const owner = catalogue[stub]?.phoenixborn;
    if (!owner) continue;
    if (!leader || baseName(owner) !== baseName(leader.name)) return false;
    tied += count;
  }
  return format === 'onecollection' || tied <= DECK_MAX_UNIQUES;
}

/**
 * Heroic Level 2: every card that is not Phoenixborn-tied (and not Channel Magic) is attributed
 * to a precon containing it, preferring the precon of the deck's Phoenixborn. At most three
 * precons may be drawn on, the Phoenixborn's own precon must supply at least four of the card
 * entries, and with three precons one of the borrowed ones may supply a single entry only.
 */
export function checkHeroicLevelTwo(
  deck: DeckContents,
  catalogue: CardCatalogue,
  precons: readonly PreconReference[],
): boolean {
  const leaderId = deck.phoenixborn[0]?.id;
  if (!leaderId) return false;
  const own = precons.find((precon) => precon.phoenixborn[0]?.id === leaderId);
  if (!own) return false;
  const usage = new Map<PreconReference, number>();
  for (const stub of countsById(deck.cards).keys()) {
    if (stub === 'channel-magic' || catalogue[stub]?.phoenixborn) continue;
    const source = own.cards.some((c) => c.id === stub)
      ? own
      : precons.find((precon) => precon.cards.some((c) => c.id === stub));
    if (!source) return false;
    usage.set(source, (usage.get(source) ?? 0) + 1);
  }
  if ((usage.get(own) ?? 0) < 4 || usage.size > 3) return false;
  if (usage.size === 3) {
    return [...usage].some(([precon, entries]) => precon !== own && entries === 1);
  }
  return true;
}

/** Every legality flag of a deck, for the given format. */
export function deckStatus(
  deck: DeckContents,
  catalogue: CardCatalogue,
  options: DeckStatusOptions = {},
): DeckStatus {
  const format = options.format ?? null;
  const boss = isBossDeck(deck);
  const allEntries = [...deck.phoenixborn, ...deck.cards, ...deck.conjurations];
  const unknownCards = [
    ...new Set(allEntries.filter((e) => !catalogue[e.id]).map((e) => e.id)),
  ].sort();
  const basicRules = checkBasicRules(deck, catalogue, boss);
  const maxThree = [...countsById(deck.cards)].every(
    ([stub, count]) =>
      count <= DECK_MAX_COPIES || isConjurationType(catalogue[stub]?.type ?? 'Ally'),
  );
  const tenDice = checkTenDice(deck, boss);
  const present = new Set(deck.conjurations.filter((e) => e.count > 0).map((e) => e.id));
  const missingConjurations = requiredConjurations(deck, catalogue).filter(
    (stub) => !present.has(stub),
  );
  const hasConjurations = missingConjurations.length === 0;
  const uniques = boss || checkUniques(deck, catalogue, format);
  const hl2pvp =
    !boss && options.precons !== undefined && checkHeroicLevelTwo(deck, catalogue, options.precons);
  const noUnreleasedCards =
    unknownCards.length === 0 && allEntries.every((e) => catalogue[e.id]?.restricted !== true);
  const officialRole = !deck.cards.some((e) => e.ff === true && catalogue[e.id]?.isChained);
  const legalToPlay =
    basicRules &&
    maxThree &&
    tenDice &&
    hasConjurations &&
    uniques &&
    (format !== 'hl2pvp' || hl2pvp);
  return {
    basicRules,
    maxThree,
    tenDice,
    hasConjurations,
    uniques,
    hl2pvp,
    noUnreleasedCards,
    officialRole,
    legalToPlay,
    missingConjurations,
    unknownCards,
  };
}

/** The short status word of the deck lists: "Valid" or "Invalid". */
export function deckStatusLabel(status: Pick<DeckStatus, 'legalToPlay'>): 'Valid' | 'Invalid' {
  return status.legalToPlay ? 'Valid' : 'Invalid';
}

/** Whether any card of the deck is on the organised-play chained list. */
export function hasChainedCards(deck: Pick<DeckContents, 'cards'>, catalogue: CardCatalogue) {
  return deck.cards.some((entry) => catalogue[entry.id]?.isChained === true);
}
