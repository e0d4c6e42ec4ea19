import { lazyPage } from '../../routing/lazyPage';
import type { AppRoute } from '../../routing/types';

const EditDeckPage = lazyPage(() => import('./EditDeckPage'), 'EditDeckPage');

export const deckRoutes: AppRoute[] = [
  { path: '/decks', component: lazyPage(() => import('./DecksPage'), 'DecksPage') },
  { path: '/decks/add', component: lazyPage(() => import('./AddDeckPage'), 'AddDeckPage') },
  { path: '/decks/edit', component: EditDeckPage },
  { path: '/decks/edit/:deckId', component: EditDeckPage },
  {
    path: '/decks/import',
    component: lazyPage(() => import('./ImportDeckPage'), 'ImportDeckPage'),
  },
  {
    path: '/decks/share/:uuid',
    component: lazyPage(() => import('./ShareLinkPage'), 'ShareLinkPage'),
  },
];
