import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { NavigateFunction } from 'react-router-dom';

let routerNavigate: NavigateFunction | null = null;

/** Mounted once inside the router so that code outside React can navigate without reloads. */
export function NavigationBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    routerNavigate = navigate;
    return () => {
      if (routerNavigate === navigate) routerNavigate = null;
    };
  }, [navigate]);
  return null;
}

/**
 * Goes to a path inside the app. `skipHistory` replaces the current history entry instead of
 * adding one, so Back skips the page being left.
 */
export function navigateTo(path: string, options: { skipHistory?: boolean } = {}): void {
  if (routerNavigate) {
    void routerNavigate(path, { replace: options.skipHistory === true });
  } else if (options.skipHistory) {
    window.location.replace(path);
  } else {
    window.location.assign(path);
  }
}

/** Changes the address bar in place (no navigation, no history entry, page stays mounted). */
export function replaceAddress(path: string): void {
  window.history.replaceState(window.history.state, '', path);
}
