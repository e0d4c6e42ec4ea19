import { lazyPage } from '../../routing/lazyPage';
import type { AppRoute } from '../../routing/types';

export const replayRoutes: AppRoute[] = [
  {
    path: '/replay/:gameId',
    component: lazyPage(() => import('./SharedReplayPage'), 'SharedReplayPage'),
  },
];
