import { create } from 'zustand';
import { collectionByKey } from '../../domain/collections';
import {
  DECK_ADDED,
  DECK_DELETED,
  DECK_SAVED,
  DECK_UPDATED,
  personalDeckId,
} from '../../protocol/decks';
import type {
  CollectionDecksResponse,
  DeckDto,
  DeckListResponse,
  DeckResponse,
  DeleteDeckResponse,
  FavouriteResponse,
  SaveDeckRequest,
} from '../../protocol/decks';
import { errorMessage, http } from '../api/http';
import { useApiStatusStore } from './apiStatus';

/**
 * The decks of the deck pages: the current page of My Decks, the curated collections and the
 * selected deck, with one named request status per action (decks.md section 4).
 */

/** Deck action messages clear after one second; other success alerts after five. */
export const DECK_ACTION_CLEAR_MS = 1000;

export const DECK_REQUESTS = {
  list: 'decks:list',
  collection: 'decks:collection',
  load: 'decks:load',
  save: 'decks:save',
  remove: 'decks:delete',
  favourite: 'decks:favourite',
  importDeck: 'decks:import',
  resync: 'decks:resync',
} as const;

export interface MyDecksQuery {
  page: number;
  pageSize: number;
  name: string;
  pb: string;
  favourite: boolean;
}

export const DEFAULT_MY_DECKS_QUERY: MyDecksQuery = {
  page: 1,
  pageSize: 8,
  name: '',
  pb: '',
  favourite: false,
};

/** A stable key for any deck: personal decks by _id, collection decks by row id. */
export function deckKey(deck: DeckDto): string {
  const own = personalDeckId(deck);
  return own !== undefined ? `deck-${own}` : `precon-${deck.preconDeckId ?? deck.name}`;
}

export interface DecksState {
  myDecks: DeckDto[];
  numDecks: number;
  query: MyDecksQuery;
  collections: Record<string, DeckDto[]>;
  selected: DeckDto | null;
  /** Set by a successful save, so that the edit pages know to leave. */
  deckSaved: boolean;
  /** Toggled by a resync, so that views reload the deck. */
  reload: boolean;
  select(deck: DeckDto | null): void;
  loadMyDecks(query?: Partial<MyDecksQuery>): Promise<void>;
  loadCollection(key: string): Promise<DeckDto[]>;
  loadDeck(id: number): Promise<DeckDto | null>;
  saveDeck(body: SaveDeckRequest, id?: number): Promise<DeckDto | null>;
  duplicateDeck(deck: DeckDto): Promise<DeckDto | null>;
  deleteDeck(deck: DeckDto): Promise<boolean>;
  setFavourite(deck: DeckDto, favourite: boolean): Promise<void>;
  importDeck(uuid: string): Promise<DeckDto | null>;
  resyncDeck(deck: DeckDto): Promise<DeckDto | null>;
}

/** The save body of a deck as shown (used by Copy). */
export function saveBodyOf(deck: DeckDto, name = deck.name): SaveDeckRequest {
  return {
    deckName: name,
    phoenixborn: deck.phoenixborn,
    cards: deck.cards,
    conjurations: deck.conjurations,
    dicepool: deck.dicepool,
    notes: deck.notes,
    format: deck.format,
  };
}

function status() {
  return useApiStatusStore.getState();
}

/** Runs one call under a request name; the message clears after `clearMs`. */
async function tracked<T>(
  name: string,
  call: () => Promise<T>,
  message: string | null = null,
  clearMs = DECK_ACTION_CLEAR_MS,
): Promise<T | undefined> {
  status().start(name);
  try {
    const result = await call();
    status().succeed(name, message, clearMs);
    return result;
  } catch (error) {
    status().fail(name, errorMessage(error));
    return undefined;
  }
}

export const useDecksStore = create<DecksState>((set, get) => ({
  myDecks: [],
  numDecks: 0,
  query: DEFAULT_MY_DECKS_QUERY,
  collections: {},
  selected: null,
  deckSaved: false,
  reload: false,

  select: (deck) => set({ selected: deck }),

  async loadMyDecks(change = {}) {
    const query = { ...get().query, ...change };
    set({ query });
    const params: Record<string, string | number> = {
      pageSize: query.pageSize,
      page: query.page,
      sort: 'lastUpdated',
      sortDir: 'desc',
    };
    if (query.name) params.name = query.name;
    if (query.pb) params.pb = query.pb;
    if (query.favourite) params.favourite = 'true';
    const response = await tracked(DECK_REQUESTS.list, () =>
      http.get<DeckListResponse>('/api/decks', { params }),
    );
    if (!response || get().query !== query) return;
    set({ myDecks: response.data.decks, numDecks: response.data.numDecks });
  },

  async loadCollection(key) {
    const collection = collectionByKey(key);
    if (!collection) return [];
    const response = await tracked(`${DECK_REQUESTS.collection}:${key}`, () =>
      http.get<CollectionDecksResponse>(`/api/${collection.endpoint}`),
    );
    const decks = response?.data.decks ?? [];
    if (response) set({ collections: { ...get().collections, [key]: decks } });
    return decks;
  },

  async loadDeck(id) {
    status().start(DECK_REQUESTS.load);
    try {
      const response = await http.get<DeckResponse>(`/api/decks/${id}`);
      status().clear(DECK_REQUESTS.load);
      set({ selected: response.data.deck });
      return response.data.deck;
    } catch (error) {
      const notFound = (error as { response?: { status?: number } }).response?.status === 404;
      status().fail(DECK_REQUESTS.load, notFound ? 'not-found' : errorMessage(error));
      return null;
    }
  },

  async saveDeck(body, id) {
    set({ deckSaved: false });
    const response = await tracked(
      DECK_REQUESTS.save,
      () =>
        id === undefined
          ? http.post<DeckResponse>('/api/decks/', body)
          : http.put<DeckResponse>(`/api/decks/${id}`, body),
      DECK_SAVED,
      5000,
    );
    if (!response) return null;
    const deck = response.data.deck;
    set({ deckSaved: true, selected: deck });
    return deck;
  },

  async duplicateDeck(deck) {
    const response = await tracked(DECK_REQUESTS.save, () =>
      http.post<DeckResponse>('/api/decks/', saveBodyOf(deck, `Copy of ${deck.name}`)),
    );
    if (!response) return null;
    const copy = response.data.deck;
    set({
      myDecks: [copy, ...get().myDecks],
      numDecks: get().numDecks + 1,
      selected: copy,
    });
    return copy;
  },

  async deleteDeck(deck) {
    const id = personalDeckId(deck);
    if (id === undefined) return false;
    const response = await tracked(
      DECK_REQUESTS.remove,
      () => http.delete<DeleteDeckResponse>(`/api/decks/${id}`),
      DECK_DELETED,
    );
    if (!response) return false;
    const remaining = get().myDecks.filter((d) => d._id !== response.data.deckId);
    set({
      myDecks: remaining,
      numDecks: Math.max(0, get().numDecks - 1),
      selected: remaining[0] ?? null,
    });
    return true;
  },

  async setFavourite(deck, favourite) {
    const id = personalDeckId(deck);
    if (id === undefined) return;
    const response = await tracked(DECK_REQUESTS.favourite, () =>
      http.patch<FavouriteResponse>(`/api/decks/${id}`, { favourite }),
    );
    if (!response) return;
    const { deckId, isFave } = response.data;
    const update = (d: DeckDto) => (d._id === deckId ? { ...d, favourite: isFave } : d);
    const selected = get().selected;
    set({
      myDecks: get().myDecks.map(update),
      selected: selected ? update(selected) : selected,
    });
  },

  async importDeck(uuid) {
    const response = await tracked(
      DECK_REQUESTS.importDeck,
      () => http.post<DeckResponse>('/api/decks/', { uuid }),
      DECK_ADDED,
    );
    if (!response) return null;
    const deck = response.data.deck;
    set({ myDecks: [deck, ...get().myDecks], numDecks: get().numDecks + 1, selected: deck });
    return deck;
  },

  async resyncDeck(deck) {
    if (personalDeckId(deck) === undefined || !deck.ashesLiveUuid) return null;
    const response = await tracked(
      DECK_REQUESTS.resync,
      () =>
        http.post<DeckResponse>('/api/decks/', {
          deckId: deck._id,
          uuid: deck.ashesLiveUuid,
          resync: true,
        }),
      DECK_UPDATED,
    );
    if (!response) return null;
    const updated = response.data.deck;
    set({
      myDecks: get().myDecks.map((d) => (d._id === updated._id ? updated : d)),
      selected: updated,
      reload: !get().reload,
    });
    return updated;
  },
}));
