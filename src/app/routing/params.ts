import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';

/** Query-string parameters merged with path parameters (a path parameter wins a clash). */
export function mergeRouteParams(
  pathParams: Readonly<Record<string, string | undefined>>,
  search: URLSearchParams,
): Record<string, string> {
  const merged: Record<string, string> = {};
  for (const [key, value] of search) merged[key] = value;
  for (const [key, value] of Object.entries(pathParams)) {
    if (value !== undefined) merged[key] = value;
  }
  return merged;
}

/** The current route's parameters: e.g. /decks/edit/12?tab=cards gives {deckId, tab}. */
export function useRouteParams(): Record<string, string> {
  const pathParams = useParams();
  const [search] = useSearchParams();
  return useMemo(() => mergeRouteParams(pathParams, search), [pathParams, search]);
}
