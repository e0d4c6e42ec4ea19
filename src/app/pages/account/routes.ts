import { placeholderPage } from '../../components/Placeholder';
import type { AppRoute } from '../../routing/types';

export const accountRoutes: AppRoute[] = [
  { path: '/activation', component: placeholderPage('Activation') },
  { path: '/forgot', component: placeholderPage('Forgot password') },
  { path: '/login', component: placeholderPage('Login') },
  { path: '/register', component: placeholderPage('Register') },
  { path: '/logout', component: placeholderPage('Logout') },
  { path: '/profile', component: placeholderPage('Profile') },
  { path: '/reset-password', component: placeholderPage('Reset password') },
  { path: '/patreon', component: placeholderPage('Supporter link') },
  { path: '/blocklist', component: placeholderPage('Block list') },
  { path: '/security', component: placeholderPage('Active sessions') },
];
