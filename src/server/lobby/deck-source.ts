import { and, eq } from 'drizzle-orm';
import { collectionByTypeIndex } from './deck-sets';
import type { CardCatalogue } from '../../domain/cards';
import type { DeckCardEntry, SpecialDiceEntry } from '../../domain/catalogue';
import type { DicePoolEntry } from '../../domain/dice';
import { deckStatus } from '../../domain/legality';
import type { LobbyDeckStatus } from '../../protocol/lobby';
import type { Database } from '../db/client';
import { decks, preconDecks } from '../db/schema';

/** A deck as a game needs it: its cards for the game node, its summary for the lobby. */
export interface GameDeck {
  name: string;
  phoenixbornStub: string | null;
  phoenixborn: DeckCardEntry[];
  cards: DeckCardEntry[];
  conjurations: DeckCardEntry[];
  dicepool: DicePoolEntry[];
  specialDice: SpecialDiceEntry[];
  mode: string | null;
  isChimera: boolean;
  premium: boolean;
  restricted: boolean;
  /** The deck's notes: shown in game to the deck's player only. */
  notes: string;
}

/** Where the lobby gets decks from; one small seam so tests and other stores can stand in. */
export interface DeckSource {
  precon(id: number): Promise<GameDeck | null>;
  personal(userId: number, deckId: number): Promise<GameDeck | null>;
  /** Ids of the decks of one modal set, for "Choose for me". */
  setIds(userId: number, typeIndex: number): Promise<{ ids: number[]; precon: boolean }>;
}

function isChimeraMode(mode: string | null | undefined): boolean {
  return mode === 'chimera' || mode === 'dragonborn';
}

/** The Chimera's deck is not built by the player deck rules: it counts as meeting them. */
export const CHOSEN_CHIMERA_STATUS: LobbyDeckStatus = {
  basicRules: true,
  maxThree: true,
  hasConjurations: true,
  tenDice: true,
  uniques: true,
  legalToPlay: true,
};

/** A deck's status flags in a format (the deck rules of decks.md section 4). */
export function lobbyDeckStatus(
  deck: GameDeck,
  catalogue: CardCatalogue,
  format: string,
): LobbyDeckStatus {
  const status = deckStatus(deck, catalogue, { format });
  return {
    basicRules: status.basicRules,
    maxThree: status.maxThree,
    hasConjurations: status.hasConjurations,
    tenDice: status.tenDice,
    uniques: status.uniques,
    legalToPlay: status.legalToPlay,
  };
}

/** Decks from this server's database: precon_decks and the personal decks table. */
export class DatabaseDeckSource implements DeckSource {
  constructor(private readonly database: Database) {}

  async precon(id: number): Promise<GameDeck | null> {
    const [row] = await this.database.db.select().from(preconDecks).where(eq(preconDecks.id, id));
    if (!row) return null;
    const d = row.data;
    return {
      name: d.name,
      phoenixbornStub: d.phoenixborn[0]?.id ?? null,
      phoenixborn: d.phoenixborn,
      cards: d.cards,
      conjurations: d.conjurations,
      dicepool: d.dicepool,
      specialDice: d.specialDice,
      mode: d.mode,
      isChimera: isChimeraMode(d.mode) || row.collection === 'chimera',
      premium: row.premium,
      restricted: row.restricted,
      notes: d.notes,
    };
  }

  async personal(userId: number, deckId: number): Promise<GameDeck | null> {
    const [row] = await this.database.db
      .select()
      .from(decks)
      .where(and(eq(decks.id, deckId), eq(decks.userId, userId)));
    if (!row) return null;
    const lists = row.lists;
    return {
      name: row.name,
      phoenixbornStub: lists.phoenixborn[0]?.id ?? row.phoenixborn,
      phoenixborn: lists.phoenixborn,
      cards: lists.cards,
      conjurations: lists.conjurations,
      dicepool: lists.dicepool,
      specialDice: [],
      mode: null,
      isChimera: false,
      premium: false,
      restricted: false,
      notes: row.notes,
    };
  }

  async setIds(userId: number, typeIndex: number): Promise<{ ids: number[]; precon: boolean }> {
    if (typeIndex === 0) {
      const rows = await this.database.db
        .select({ id: decks.id })
        .from(decks)
        .where(eq(decks.userId, userId));
      return { ids: rows.map((r) => r.id), precon: false };
    }
    const collection = collectionByTypeIndex(typeIndex);
    if (!collection) return { ids: [], precon: true };
    const rows = await this.database.db
      .select({ id: preconDecks.id })
      .from(preconDecks)
      .where(and(eq(preconDecks.collection, collection.key), eq(preconDecks.restricted, false)));
    return { ids: rows.map((r) => r.id), precon: true };
  }
}
