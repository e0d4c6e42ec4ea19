import type { AppRoute } from '../../routing/types';
import { ResultsPage } from './ResultsPage';

export const resultRoutes: AppRoute[] = [{ path: '/results', component: ResultsPage }];
