import type { Card, CardCatalogue } from './cards';
import { isConjurationType } from './cards';
import type { DeckCardEntry } from './catalogue';
import type { DicePoolEntry, Magic } from './dice';
import { MAGIC_TYPES } from './dice';

/**
 * The deck editor's text boxes (decks spec section 5): a card list and a dice list, one
 * "count name" entry per line. A list pasted from elsewhere keeps what can be understood; the
 * rest is returned as skipped lines with the reason, for the editor to show.
 */

const LINE = /^\s*(\d+)\s*x?\s+(.+?)\s*$/i;
const FIRST_FIVE = / ff$/i;

/** Cards a player may type into a deck: player cards that are neither Phoenixborn nor conjured. */
export function isDeckBuildingCard(card: Card): boolean {
  return card.deckType === 'player' && card.type !== 'Phoenixborn' && !isConjurationType(card.type);
}

/** Why a line of a card list added nothing to the deck. */
export type SkipReason = 'unreadable' | 'unknown' | 'conjuration' | 'phoenixborn' | 'not-playable';

export interface SkippedLine {
  /** The line as typed, trimmed. */
  line: string;
  reason: SkipReason;
  /** The card the line names, when it names one that cannot be typed into a deck. */
  card?: Card;
}

export interface CardListReading {
  entries: DeckCardEntry[];
  skipped: SkippedLine[];
}

/** Every card a line may name, deck-building cards first when two share a name. */
function cardsByName(catalogue: CardCatalogue): Map<string, Card> {
  const byName = new Map<string, Card>();
  for (const card of Object.values(catalogue)) {
    const key = card.name.toLowerCase();
    const known = byName.get(key);
    if (!known || (!isDeckBuildingCard(known) && isDeckBuildingCard(card))) byName.set(key, card);
  }
  return byName;
}

function reasonNotTypeable(card: Card): SkipReason {
  if (card.type === 'Phoenixborn') return 'phoenixborn';
  if (isConjurationType(card.type)) return 'conjuration';
  return 'not-playable';
}

/** Parses "3 Name" / "3x Name ff" lines into card entries (repeated names add up) and says
 * which lines were skipped and why. */
export function readCardList(text: string, catalogue: CardCatalogue): CardListReading {
  const byName = cardsByName(catalogue);
  const entries = new Map<string, DeckCardEntry>();
  const skipped: SkippedLine[] = [];
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.trim();
    if (line === '') continue;
    const match = LINE.exec(line);
    const count = Number(match?.[1] ?? 0);
    if (!match || count < 1) {
      skipped.push({ line, reason: 'unreadable' });
      continue;
    }
    let name = match[2] ?? '';
    const ff = FIRST_FIVE.test(name) && !byName.has(name.toLowerCase());
    if (ff) name = name.replace(FIRST_FIVE, '').trimEnd();
    const card = byName.get(name.toLowerCase());
    if (!card) {
      skipped.push({ line, reason: 'unknown' });
      continue;
    }
    if (!isDeckBuildingCard(card)) {
      skipped.push({ line, reason: reasonNotTypeable(card), card });
      continue;
    }
    const existing = entries.get(card.stub);
    if (existing) {
      existing.count += count;
      if (ff) existing.ff = true;
    } else {
      entries.set(card.stub, ff ? { id: card.stub, count, ff: true } : { id: card.stub, count });
    }
  }
  return { entries: [...entries.values()], skipped };
}

/** The card entries of a card list, without the skipped lines. */
export function parseCardList(text: string, catalogue: CardCatalogue): DeckCardEntry[] {
  return readCardList(text, catalogue).entries;
}

/** What the editor says about a skipped line. */
export function skippedLineMessage({ line, reason, card }: SkippedLine): string {
  switch (reason) {
    case 'unreadable':
      return `"${line}": not a "count name" line`;
    case 'unknown':
      return `"${line}": no card has that name`;
    case 'conjuration':
      return `"${line}": ${card?.name ?? 'this card'} is a conjuration; it is added for you with the cards that conjure it`;
    case 'phoenixborn':
      return `"${line}": ${card?.name ?? 'this card'} is a Phoenixborn; choose it in the Phoenixborn field`;
    case 'not-playable':
      return `"${line}": ${card?.name ?? 'this card'} cannot be put in a player's deck`;
  }
}

/** Writes card entries back as text, the inverse of parseCardList. */
export function formatCardList(
  entries: readonly DeckCardEntry[],
  catalogue: CardCatalogue,
): string {
  return entries
    .filter((entry) => catalogue[entry.id])
    .map((entry) => `${entry.count} ${catalogue[entry.id]?.name}${entry.ff ? ' ff' : ''}`)
    .join('\n');
}

const DICE_NAMES: Record<string, Magic> = {
  nat: 'natural',
  nature: 'natural',
  cha: 'charm',
  ill: 'illusion',
  cer: 'ceremonial',
  div: 'divine',
  sym: 'sympathy',
  tim: 'time',
  art: 'artifice',
  ast: 'astral',
};
for (const magic of MAGIC_TYPES) DICE_NAMES[magic] = magic;

/** Parses "5 natural" / "5 nat" lines into a dice pool; repeated magic adds up. */
export function parseDiceList(text: string): DicePoolEntry[] {
  const counts = new Map<Magic, number>();
  for (const line of text.split(/\r?\n/)) {
    const match = LINE.exec(line);
    if (!match) continue;
    const magic = DICE_NAMES[(match[2] ?? '').toLowerCase()];
    const count = Number(match[1]);
    if (!magic || count < 1) continue;
    counts.set(magic, (counts.get(magic) ?? 0) + count);
  }
  return [...counts].map(([magic, count]) => ({ magic, count }));
}

export function formatDiceList(dice: readonly DicePoolEntry[]): string {
  return dice
    .filter((die) => die.count > 0)
    .map((die) => `${die.count} ${die.magic}`)
    .join('\n');
}

/** Card button text: longer than 28 characters is cut to 25 plus an ellipsis. */
export function shortCardName(name: string): string {
  return name.length > 28 ? `${name.slice(0, 25)}...` : name;
}
