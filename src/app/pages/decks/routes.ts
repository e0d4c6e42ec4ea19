import type { AppRoute } from '../../routing/types';
import { AddDeckPage } from './AddDeckPage';
import { DecksPage } from './DecksPage';
import { EditDeckPage } from './EditDeckPage';
import { ImportDeckPage } from './ImportDeckPage';
import { ShareLinkPage } from './ShareLinkPage';

export const deckRoutes: AppRoute[] = [
  { path: '/decks', component: DecksPage },
  { path: '/decks/add', component: AddDeckPage },
  { path: '/decks/edit', component: EditDeckPage },
  { path: '/decks/edit/:deckId', component: EditDeckPage },
  { path: '/decks/import', component: ImportDeckPage },
  { path: '/decks/share/:uuid', component: ShareLinkPage },
];
