import type { Card, CardCatalogue } from './cards';
import { isConjurationType } from './cards';
import type { DeckCardEntry } from './catalogue';
import type { DicePoolEntry, Magic } from './dice';
import { MAGIC_TYPES } from './dice';

/**
 * The deck editor's text boxes (decks spec section 5): a card list and a dice list, one
 * "count name" entry per line. Unknown names are ignored rather than reported, so that a list
 * pasted from elsewhere keeps what can be understood.
 */

const LINE = /^\s*(\d+)\s*x?\s+(.+?)\s*$/i;
const FIRST_FIVE = / ff$/i;

/** Cards a player may type into a deck: player cards that are neither Phoenixborn nor conjured. */
export function isDeckBuildingCard(card: Card): boolean {
  return card.deckType === 'player' && card.type !== 'Phoenixborn' && !isConjurationType(card.type);
}

/** Parses "3 Name" / "3x Name ff" lines into card entries; repeated names add up. */
export function parseCardList(text: string, catalogue: CardCatalogue): DeckCardEntry[] {
  const byName = new Map<string, Card>();
  for (const card of Object.values(catalogue)) {
    if (isDeckBuildingCard(card)) byName.set(card.name.toLowerCase(), card);
  }
  const entries = new Map<string, DeckCardEntry>();
  for (const line of text.split(/\r?\n/)) {
    const match = LINE.exec(line);
    if (!match) continue;
    const count = Number(match[1]);
    let name = match[2] ?? '';
    const ff = FIRST_FIVE.test(name) && !byName.has(name.toLowerCase());
    if (ff) name = name.replace(FIRST_FIVE, '').trimEnd();
    const card = byName.get(name.toLowerCase());
    if (!card || count < 1) continue;
    const existing = entries.get(card.stub);
    if (existing) {
      existing.count += count;
      if (ff) existing.ff = true;
    } else {
      entries.set(card.stub, ff ? { id: card.stub, count, ff: true } : { id: card.stub, count });
    }
  }
  return [...entries.values()];
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
