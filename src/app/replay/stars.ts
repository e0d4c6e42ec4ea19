/**
 * The signed-in user's starred (favourite) replays: loaded once from GET /api/replays/starred,
 * changed by PUT/DELETE /api/game/{id}/star. Anonymous users have none and cannot star.
 */
import { create } from 'zustand';
import type { StarredResponse, StarResponse } from '../../protocol/shared-replays';
import { errorMessage, http } from '../api/http';
import { toast } from '../stores/toasts';

interface StarsState {
  /** Whose stars are loaded (null: nobody's yet). */
  owner: string | null;
  starred: string[];
  /** Stars of games whose count the user has seen change, by gameId. */
  counts: Record<string, number>;
  busy: string | null;
  /** Loads the user's stars unless they are loaded already. */
  load(username: string): Promise<void>;
  toggle(gameId: string): Promise<void>;
  reset(): void;
}

function message(error: unknown): string {
  const text = errorMessage(error);
  return Array.isArray(text) ? text.join(' ') : text;
}

export const useStarsStore = create<StarsState>((set, get) => ({
  owner: null,
  starred: [],
  counts: {},
  busy: null,
  load: async (username) => {
    if (get().owner === username) return;
    set({ owner: username, starred: [], counts: {} });
    try {
      const { data } = await http.get<StarredResponse>('/api/replays/starred');
      if (get().owner === username) set({ starred: data.gameIds });
    } catch (error) {
      set({ owner: null });
      toast(message(error), 'error');
    }
  },
  toggle: async (gameId) => {
    if (get().busy !== null) return;
    const starring = !get().starred.includes(gameId);
    const path = `/api/game/${encodeURIComponent(gameId)}/star`;
    set({ busy: gameId });
    try {
      const { data } = starring
        ? await http.put<StarResponse>(path)
        : await http.delete<StarResponse>(path);
      set((state) => ({
        starred: data.starred
          ? [...state.starred.filter((id) => id !== gameId), gameId]
          : state.starred.filter((id) => id !== gameId),
        counts: { ...state.counts, [gameId]: data.stars },
      }));
    } catch (error) {
      toast(message(error), 'error');
    } finally {
      set({ busy: null });
    }
  },
  reset: () => set({ owner: null, starred: [], counts: {}, busy: null }),
}));
