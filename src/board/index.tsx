/**
 * The board's public entry, loaded as its own chunk when a game starts:
 * `<GameBoard store send />` for React hosts (the app mounts it lazily), `mountBoard` otherwise.
 * The store factory lives in `store/gameStore` so the app can create stores without this chunk.
 */
import { CssBaseline } from '@mui/material';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { GameBoard } from './ui/GameBoard';
import type { GameBoardProps } from './ui/GameBoard';

export { GameBoard };
export type { GameBoardProps };
export type { RematchDeckSelect, RematchDeckSelectProps } from './ui/Rematch';
export type { GuideControls } from './ui/GuidePanel';
export { createGameStore } from './store/gameStore';
export type { GameStore, GameStoreState } from './store/gameStore';

const fallbackTheme = createTheme({
  palette: { mode: 'dark', primary: { main: '#e0923c' }, background: { default: '#15110e' } },
});

/** Mounts the board into `element` with its own React root; returns the unmount function. */
export function mountBoard(element: HTMLElement, props: GameBoardProps): () => void {
  const root = createRoot(element);
  root.render(
    <StrictMode>
      <ThemeProvider theme={fallbackTheme}>
        <CssBaseline />
        <GameBoard {...props} />
      </ThemeProvider>
    </StrictMode>,
  );
  return () => root.unmount();
}

export default GameBoard;
