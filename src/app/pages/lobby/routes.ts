import { placeholderPage } from '../../components/Placeholder';
import type { AppRoute } from '../../routing/types';

export const lobbyRoutes: AppRoute[] = [
  { path: '/', component: placeholderPage('Lobby') },
  { path: '/play', component: placeholderPage('Lobby') },
];
