import { lazy } from 'react';
import type { AppRoute } from '../../routing/types';

const CardsPage = lazy(() => import('./CardsPage').then((m) => ({ default: m.CardsPage })));

export const cardRoutes: AppRoute[] = [{ path: '/cards', component: CardsPage }];
