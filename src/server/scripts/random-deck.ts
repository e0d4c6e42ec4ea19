/**
 * Random constructed decks for self-play (`npm run simulate -- --decks random`): a Phoenixborn,
 * ten dice of one to three magics, and thirty cards those dice can pay for, within the deck
 * rules of domain/legality.ts (three copies at most, Phoenixborn-tied cards only their own
 * Phoenixborn's and three of them at most, no conjuration among the cards, the conjuration
 * pile the cards need). Everything comes from the generator given, so a seed gives one deck.
 */
import type { Card, CardCatalogue } from '../../domain/cards';
import { isConjurationType } from '../../domain/cards';
import {
  DECK_CARD_COUNT,
  DECK_DICE_COUNT,
  DECK_MAX_COPIES,
  DECK_MAX_UNIQUES,
} from '../../domain/constants';
import { MAGIC_TYPES, isMagic } from '../../domain/dice';
import type { DicePoolEntry, Magic } from '../../domain/dice';
import { baseName, conjurationPile } from '../../domain/legality';
import { pickIndex, shuffled } from './seeded-random';
import type { PlayableDeck } from './self-play-log';

/** Dice of each magic in a pool. */
export type DiceCounts = Partial<Record<Magic, number>>;

/**
 * Whether the dice can pay a cost: each symbol takes a die of its magic (for a parallel
 * cost, "a / b", the magic with more dice left), basic symbols any die. Symbols of a magic
 * outside the seven (the newer artifice and astral dice) cannot be paid.
 */
function payable(cost: Record<string, number>, dice: DiceCounts): boolean {
  const left = new Map(MAGIC_TYPES.map((magic) => [magic, dice[magic] ?? 0]));
  let total = 0;
  for (const [symbols, count] of Object.entries(cost)) {
    total += count;
    if (symbols === 'basic') continue;
    const magics = symbols.split(' / ').map((symbol) => symbol.split(':')[0]);
    const known = magics.filter(isMagic);
    if (known.length === 0) return false;
    const best = known.reduce((a, b) => ((left.get(b) ?? 0) > (left.get(a) ?? 0) ? b : a));
    const remaining = (left.get(best) ?? 0) - count;
    if (remaining < 0) return false;
    left.set(best, remaining);
  }
  return total <= DECK_DICE_COUNT;
}

/** Whether the dice can pay both what the card costs to play and what its effect costs. */
export function castableWith(
  card: Pick<Card, 'magicCost' | 'effectMagicCost'>,
  dice: DiceCounts,
): boolean {
  return payable(card.magicCost, dice) && payable(card.effectMagicCost, dice);
}

/** Ten dice over one to three magics, each magic with at least two. */
function randomDice(random: () => number): DicePoolEntry[] {
  const magics = shuffled(random, MAGIC_TYPES).slice(0, 1 + pickIndex(random, 3));
  const counts = new Map<Magic, number>(magics.map((magic) => [magic, 2]));
  for (let die = 2 * magics.length; die < DECK_DICE_COUNT; die++) {
    const magic = magics[pickIndex(random, magics.length)];
    if (magic) counts.set(magic, (counts.get(magic) ?? 0) + 1);
  }
  return magics.map((magic) => ({ magic, count: counts.get(magic) ?? 0 }));
}

/** The player cards a deck may list: no Phoenixborn, conjuration, boss or restricted card. */
function deckableCards(catalogue: CardCatalogue): Card[] {
  return Object.values(catalogue).filter(
    (card) =>
      card.deckType === 'player' &&
      !card.restricted &&
      card.type !== 'Phoenixborn' &&
      !isConjurationType(card.type),
  );
}

/**
 * Half the time each of the Phoenixborn's own cards the dice can pay for, one to three copies
 * (three tied cards in all): drawn uniformly among hundreds of cards they would seldom play.
 */
function tiedCards(random: () => number, candidates: readonly Card[]): Map<string, number> {
  const counts = new Map<string, number>();
  let tied = 0;
  for (const card of candidates.filter((c) => c.phoenixborn !== null)) {
    if (random() < 0.5) continue;
    const copies = Math.min(1 + pickIndex(random, DECK_MAX_COPIES), DECK_MAX_UNIQUES - tied);
    if (copies > 0) counts.set(card.stub, copies);
    tied += copies;
  }
  return counts;
}

/**
 * Fills the deck to thirty cards from the candidates: each draw adds one copy of a random card
 * until it has three; Phoenixborn-tied cards stop at three in all. Null when the candidates run
 * out first.
 */
function fillCards(
  random: () => number,
  candidates: readonly Card[],
  counts: Map<string, number>,
): Map<string, number> | null {
  const isTied = (stub: string) => candidates.some((c) => c.stub === stub && c.phoenixborn);
  let drawn = 0;
  let tied = 0;
  for (const [stub, count] of counts) {
    drawn += count;
    if (isTied(stub)) tied += count;
  }
  let open = [...candidates];
  for (; drawn < DECK_CARD_COUNT; drawn++) {
    open = open.filter(
      (card) =>
        (counts.get(card.stub) ?? 0) < DECK_MAX_COPIES &&
        (card.phoenixborn === null || tied < DECK_MAX_UNIQUES),
    );
    const card = open[pickIndex(random, open.length)];
    if (!card) return null;
    counts.set(card.stub, (counts.get(card.stub) ?? 0) + 1);
    if (card.phoenixborn !== null) tied += 1;
  }
  return counts;
}

/**
 * A legal random deck (deckStatus's legalToPlay): a Phoenixborn of the catalogue, ten dice and
 * thirty cards the dice can pay for. A dice pool too narrow for thirty cards is drawn again.
 */
export function randomDeck(
  catalogue: CardCatalogue,
  random: () => number,
  name: string,
): PlayableDeck {
  const phoenixborns = Object.values(catalogue).filter(
    (card) => card.type === 'Phoenixborn' && card.deckType === 'player' && !card.restricted,
  );
  const phoenixborn = phoenixborns[pickIndex(random, phoenixborns.length)];
  if (!phoenixborn) throw new Error('The catalogue has no Phoenixborn');
  const allowed = deckableCards(catalogue).filter(
    (card) =>
      card.phoenixborn === null || baseName(card.phoenixborn) === baseName(phoenixborn.name),
  );
  for (;;) {
    const dicepool = randomDice(random);
    const dice = Object.fromEntries(dicepool.map((entry) => [entry.magic, entry.count]));
    const castable = allowed.filter((card) => castableWith(card, dice));
    const counts = fillCards(random, castable, tiedCards(random, castable));
    if (!counts) continue;
    const deck = {
      phoenixborn: [{ id: phoenixborn.stub, count: 1 }],
      cards: [...counts].map(([id, count]) => ({ id, count })),
    };
    return { name, ...deck, conjurations: conjurationPile(deck, catalogue), dicepool };
  }
}
