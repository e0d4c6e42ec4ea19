import { placeholderPage } from '../../components/Placeholder';
import type { AppRoute } from '../../routing/types';

export const deckRoutes: AppRoute[] = [
  { path: '/decks', component: placeholderPage('Decks') },
  { path: '/decks/add', component: placeholderPage('New deck') },
  { path: '/decks/edit', component: placeholderPage('Edit deck') },
  { path: '/decks/edit/:deckId', component: placeholderPage('Edit deck') },
  { path: '/decks/import', component: placeholderPage('Import deck') },
];
