import { placeholderPage } from '../../components/Placeholder';
import type { AppRoute } from '../../routing/types';

export const resultRoutes: AppRoute[] = [
  { path: '/results', component: placeholderPage('Results') },
];
