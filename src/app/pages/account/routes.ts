import type { AppRoute } from '../../routing/types';
import { ActivationPage } from './ActivationPage';
import { BlockListPage } from './BlockListPage';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { LoginPage } from './LoginPage';
import { LogoutPage } from './LogoutPage';
import { PatreonPage } from './PatreonPage';
import { ProfilePage } from './ProfilePage';
import { RegisterPage } from './RegisterPage';
import { ResetPasswordPage } from './ResetPasswordPage';
import { SecurityPage } from './SecurityPage';

export const accountRoutes: AppRoute[] = [
  { path: '/activation', component: ActivationPage },
  { path: '/forgot', component: ForgotPasswordPage },
  { path: '/login', component: LoginPage },
  { path: '/register', component: RegisterPage },
  { path: '/logout', component: LogoutPage },
  { path: '/profile', component: ProfilePage },
  { path: '/reset-password', component: ResetPasswordPage },
  { path: '/patreon', component: PatreonPage },
  { path: '/blocklist', component: BlockListPage },
  { path: '/security', component: SecurityPage },
];
