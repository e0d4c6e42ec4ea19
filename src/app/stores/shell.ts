import { create } from 'zustand';

/** Shell-wide display flags that pages and the board may set. */
export interface ShellState {
  /** Hides the navigation bar (the board sets it while a game is on screen). */
  navigationHidden: boolean;
  setNavigationHidden(hidden: boolean): void;
}

export const useShellStore = create<ShellState>((set) => ({
  navigationHidden: false,
  setNavigationHidden: (navigationHidden) => set({ navigationHidden }),
}));
