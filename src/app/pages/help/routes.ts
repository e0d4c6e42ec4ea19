import { lazyPage } from '../../routing/lazyPage';
import type { AppRoute } from '../../routing/types';

export const helpRoutes: AppRoute[] = [
  { path: '/faq', component: lazyPage(() => import('./FaqPage'), 'FaqPage') },
  { path: '/howtoplay', component: lazyPage(() => import('./HowToPlayPage'), 'HowToPlayPage') },
  { path: '/about', component: lazyPage(() => import('./AboutPage'), 'AboutPage') },
  { path: '/community', component: lazyPage(() => import('./CommunityPage'), 'CommunityPage') },
  { path: '/privacy', component: lazyPage(() => import('./PrivacyPage'), 'PrivacyPage') },
];
