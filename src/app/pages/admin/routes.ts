import { lazyPage } from '../../routing/lazyPage';
import type { AppRoute } from '../../routing/types';

const BanlistPage = lazyPage(() => import('./BanlistPage'), 'BanlistPage');
const NodesPage = lazyPage(() => import('./NodesPage'), 'NodesPage');
const UserAltsPage = lazyPage(() => import('./UserAltsPage'), 'UserAltsPage');
const UsersPage = lazyPage(() => import('./UsersPage'), 'UsersPage');
const TaggedGames = lazyPage(() => import('../results/TaggedGames'), 'TaggedGames');

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
