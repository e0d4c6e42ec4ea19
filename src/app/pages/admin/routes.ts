import { placeholderPage } from '../../components/Placeholder';
import type { AppRoute } from '../../routing/types';
import { TaggedGames } from '../results/TaggedGames';

export const adminRoutes: AppRoute[] = [
  {
    path: '/users',
    component: placeholderPage('User administration'),
    permission: 'canManageUsers',
  },
  {
    path: '/useralts',
    component: placeholderPage('User alts'),
    permission: 'canManageTournaments',
  },
  { path: '/nodes', component: placeholderPage('Game nodes'), permission: 'canManageNodes' },
  { path: '/banlist', component: placeholderPage('Ban list'), permission: 'canManageBanlist' },
  {
    path: '/taggedgames',
    component: TaggedGames,
    permission: 'canManageTournaments',
  },
];
