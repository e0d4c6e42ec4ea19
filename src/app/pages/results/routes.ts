import { lazyPage } from '../../routing/lazyPage';
import type { AppRoute } from '../../routing/types';

export const resultRoutes: AppRoute[] = [
  { path: '/results', component: lazyPage(() => import('./ResultsPage'), 'ResultsPage') },
];
