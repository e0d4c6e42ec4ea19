import { lazy } from 'react';
import type { AppRoute } from '../../routing/types';

const FaqPage = lazy(() => import('./FaqPage').then((m) => ({ default: m.FaqPage })));
const HowToPlayPage = lazy(() =>
  import('./HowToPlayPage').then((m) => ({ default: m.HowToPlayPage })),
);
const AboutPage = lazy(() => import('./AboutPage').then((m) => ({ default: m.AboutPage })));
const CommunityPage = lazy(() =>
  import('./CommunityPage').then((m) => ({ default: m.CommunityPage })),
);
const PrivacyPage = lazy(() => import('./PrivacyPage').then((m) => ({ default: m.PrivacyPage })));

export const helpRoutes: AppRoute[] = [
  { path: '/faq', component: FaqPage },
  { path: '/howtoplay', component: HowToPlayPage },
  { path: '/about', component: AboutPage },
  { path: '/community', component: CommunityPage },
  { path: '/privacy', component: PrivacyPage },
];
