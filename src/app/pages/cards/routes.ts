import { lazyPage } from '../../routing/lazyPage';
import type { AppRoute } from '../../routing/types';

export const cardRoutes: AppRoute[] = [
  { path: '/cards', component: lazyPage(() => import('./CardsPage'), 'CardsPage') },
];
