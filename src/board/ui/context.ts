import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { GameCommand } from '../../protocol/game';
import type { CardCatalogue } from '../scene/cardFace';
import type { GameStore, GameStoreState } from '../store/gameStore';

export interface BoardContextValue {
  store: GameStore;
  send(command: GameCommand): void;
  /** Closes the game connection after leavegame (handed in by the app). */
  onLeave?: () => void;
  /** Ends a practice game and starts it afresh (handed in by the app for practice games only). */
  onRestart?: () => void;
  cardImageBase: string | null;
  /** The printed cards by stub (text, cost, values) for drawn faces; empty while loading. */
  catalogue: CardCatalogue;
}

export const BoardContext = createContext<BoardContextValue | null>(null);

export function useBoard(): BoardContextValue {
  const value = useContext(BoardContext);
  if (!value) throw new Error('Board components need a BoardContext');
  return value;
}

export function useGame<T>(selector: (state: GameStoreState) => T): T {
  const { store } = useBoard();
  return useStore(store, selector);
}
