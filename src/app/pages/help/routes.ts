import { placeholderPage } from '../../components/Placeholder';
import type { AppRoute } from '../../routing/types';

export const helpRoutes: AppRoute[] = [
  { path: '/faq', component: placeholderPage('Frequently Asked Questions') },
  { path: '/privacy', component: placeholderPage('Privacy Policy') },
];
