/** Texts of the error catalogue for a browser the site cannot run in. */
export const INCOMPATIBLE_BROWSER_TEXT =
  'Your browser does not provide the required functionality for this site to work.  Please upgrade your browser.  The site works best with a recet version of Chrome, Safari or Firefox';
export const STORAGE_BLOCKED_TEXT =
  'This site requires the ability to store cookies and local site data to function.  Please enable these features to use the site.';

export type EnvironmentProblem = 'incompatible' | 'storage-blocked' | null;

/** The parts of the browser's global scope the check looks at. */
export interface EnvironmentScope {
  fetch?: unknown;
  Promise?: unknown;
  URLSearchParams?: unknown;
  WebSocket?: unknown;
  Map?: unknown;
  Intl?: unknown;
  history?: { pushState?: unknown };
  navigator?: { cookieEnabled?: boolean };
  localStorage?: Pick<Storage, 'setItem' | 'removeItem'>;
}

/** What the page relies on: checked once at start-up, before anything renders. */
export function findEnvironmentProblem(scope: EnvironmentScope = globalThis): EnvironmentProblem {
  const required: unknown[] = [
    scope.fetch,
    scope.Promise,
    scope.URLSearchParams,
    scope.WebSocket,
    scope.history?.pushState,
    scope.Map,
    scope.Intl,
  ];
  if (required.some((feature) => typeof feature !== 'function' && typeof feature !== 'object')) {
    return 'incompatible';
  }
  try {
    const storage = scope.localStorage;
    if (!storage) return 'storage-blocked';
    const probe = '__ashtable_storage_probe__';
    storage.setItem(probe, '1');
    storage.removeItem(probe);
    if (scope.navigator && scope.navigator.cookieEnabled === false) return 'storage-blocked';
  } catch {
    return 'storage-blocked';
  }
  return null;
}
