import type { AppRoute } from '../../routing/types';
import { LobbyPage } from './LobbyPage';

export const lobbyRoutes: AppRoute[] = [
  { path: '/', component: LobbyPage },
  { path: '/play', component: LobbyPage },
];
