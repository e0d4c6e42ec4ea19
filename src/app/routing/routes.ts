import { accountRoutes } from '../pages/account/routes';
import { adminRoutes } from '../pages/admin/routes';
import { cardRoutes } from '../pages/cards/routes';
import { deckRoutes } from '../pages/decks/routes';
import { gameRoutes } from '../pages/game/routes';
import { helpRoutes } from '../pages/help/routes';
import { lobbyRoutes } from '../pages/lobby/routes';
import { replayRoutes } from '../pages/replay/routes';
import { resultRoutes } from '../pages/results/routes';
import type { AppRoute } from './types';

/** The whole route table; each feature keeps its own part in pages/<feature>/routes.ts. */
export const ROUTES: AppRoute[] = [
  ...lobbyRoutes,
  ...cardRoutes,
  ...deckRoutes,
  ...accountRoutes,
  ...resultRoutes,
  ...replayRoutes,
  ...helpRoutes,
  ...adminRoutes,
  ...gameRoutes,
];
