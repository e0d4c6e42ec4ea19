import { lazy } from 'react';

/** The board chunk (PixiJS and the board code) loads only when a game is shown. */
export const LazyGameBoard = lazy(() => import('../../../board'));
