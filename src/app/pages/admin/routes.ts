import type { AppRoute } from '../../routing/types';
import { BanlistPage } from './BanlistPage';
import { NodesPage } from './NodesPage';
import { UserAltsPage } from './UserAltsPage';
import { UsersPage } from './UsersPage';
import { TaggedGames } from '../results/TaggedGames';

export const adminRoutes: AppRoute[] = [
  { path: '/users', component: UsersPage, permission: 'canManageUsers' },
  { path: '/useralts', component: UserAltsPage, permission: 'canManageTournaments' },
  { path: '/nodes', component: NodesPage, permission: 'canManageNodes' },
  { path: '/banlist', component: BanlistPage, permission: 'canManageBanlist' },
  {
    path: '/taggedgames',
    component: TaggedGames,
    permission: 'canManageTournaments',
  },
];
