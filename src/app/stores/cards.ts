import { useEffect } from 'react';
import { create } from 'zustand';
import type { ApiCard, CardsResponse } from '../../protocol/cards';
import type { ClientConfigResponse } from '../../protocol/client-config';
import { errorMessage, http } from '../api/http';

export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'error';

/** The card catalogue, fetched once per page load and shared by every page and the board. */
export interface CardsState {
  cards: Record<string, ApiCard>;
  status: LoadStatus;
  error: string | string[] | null;
  /** Base URL of card photos when the server has one configured; null means drawn cards. */
  cardImageBaseUrl: string | null;
  /** Loads the catalogue unless it is loaded or loading; a failed load may be retried. */
  load(): Promise<void>;
}

let pending: Promise<void> | null = null;

export const useCardsStore = create<CardsState>((set, get) => ({
  cards: {},
  status: 'idle',
  error: null,
  cardImageBaseUrl: null,
  load() {
    if (get().status === 'loaded') return Promise.resolve();
    if (pending) return pending;
    set({ status: 'loading', error: null });
    pending = Promise.all([
      http.get<CardsResponse>('/api/cards'),
      http
        .get<ClientConfigResponse>('/api/config')
        .then((response) => response.data.cardImageBaseUrl)
        .catch(() => null),
    ])
      .then(([response, cardImageBaseUrl]) => {
        set({ cards: response.data.cards ?? {}, status: 'loaded', cardImageBaseUrl });
      })
      .catch((error: unknown) => set({ status: 'error', error: errorMessage(error) }))
      .finally(() => {
        pending = null;
      });
    return pending;
  },
}));

/** A card by stub, or undefined while the catalogue is loading or for an unknown stub. */
export function useCard(stub: string | null | undefined): ApiCard | undefined {
  return useCardsStore((s) => (stub ? s.cards[stub] : undefined));
}

/**
 * The card photographs' base URL for a game board, loading the catalogue if need be: undefined
 * until /api/config has answered, so the board is built once with its final card images
 * instead of being rebuilt when they arrive; null (drawn cards) when none is configured or the
 * load failed.
 */
export function useCardImageBase(): string | null | undefined {
  const settled = useCardsStore((s) => s.status === 'loaded' || s.status === 'error');
  const base = useCardsStore((s) => s.cardImageBaseUrl);
  useEffect(() => void useCardsStore.getState().load(), []);
  return settled ? base : undefined;
}
