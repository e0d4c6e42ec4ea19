import { accountRouteSchemas } from './account';
import { adminRouteSchemas } from './admin';
import { catalogueRouteSchemas } from './catalogue';
import type { RouteSchemas } from './common';
import { deckRouteSchemas } from './decks';
import { resultRouteSchemas } from './results';

/** Every `/api` route's schema, by `METHOD /url`; `app.ts` attaches them as routes register. */
export const API_ROUTE_SCHEMAS: RouteSchemas = {
  ...accountRouteSchemas,
  ...adminRouteSchemas,
  ...catalogueRouteSchemas,
  ...deckRouteSchemas,
  ...resultRouteSchemas,
};
