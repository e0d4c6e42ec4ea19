import { lazyPage } from '../../routing/lazyPage';
import type { AppRoute } from '../../routing/types';

const ActivationPage = lazyPage(() => import('./ActivationPage'), 'ActivationPage');
const BlockListPage = lazyPage(() => import('./BlockListPage'), 'BlockListPage');
const ForgotPasswordPage = lazyPage(() => import('./ForgotPasswordPage'), 'ForgotPasswordPage');
const LoginPage = lazyPage(() => import('./LoginPage'), 'LoginPage');
const LogoutPage = lazyPage(() => import('./LogoutPage'), 'LogoutPage');
const PatreonPage = lazyPage(() => import('./PatreonPage'), 'PatreonPage');
const ProfilePage = lazyPage(() => import('./ProfilePage'), 'ProfilePage');
const ProfileStatsPage = lazyPage(() => import('./ProfileStatsPage'), 'ProfileStatsPage');
const ProfileAltArtsPage = lazyPage(() => import('./ProfileAltArtsPage'), 'ProfileAltArtsPage');
const RegisterPage = lazyPage(() => import('./RegisterPage'), 'RegisterPage');
const ResetPasswordPage = lazyPage(() => import('./ResetPasswordPage'), 'ResetPasswordPage');
const SecurityPage = lazyPage(() => import('./SecurityPage'), 'SecurityPage');

export const accountRoutes: AppRoute[] = [
  { path: '/activation', component: ActivationPage },
  { path: '/forgot', component: ForgotPasswordPage },
  { path: '/login', component: LoginPage },
  { path: '/register', component: RegisterPage },
  { path: '/logout', component: LogoutPage },
  { path: '/profile', component: ProfilePage },
  { path: '/profile/stats', component: ProfileStatsPage },
  { path: '/profile/alts', component: ProfileAltArtsPage },
  { path: '/reset-password', component: ResetPasswordPage },
  { path: '/patreon', component: PatreonPage },
  { path: '/blocklist', component: BlockListPage },
  { path: '/security', component: SecurityPage },
];
