import { create } from 'zustand';
import type { RefreshToken } from '../../protocol/account';
import type { ClientUser, PermissionFlag } from '../../protocol/user';

/** Who is signed in, and their tokens. The account pages and the HTTP client keep it current. */
export interface AuthState {
  user: ClientUser | null;
  /** The short-lived access token sent as the bearer token. */
  token: string | null;
  /** The session's refresh token, posted to /api/account/token when the access token expires. */
  refreshToken: RefreshToken | null;
  setLogin(user: ClientUser, token: string, refreshToken: RefreshToken | null): void;
  setUser(user: ClientUser): void;
  /** A new access token (and the rotated refresh token, when the refresh call gave one). */
  setToken(token: string, refreshToken?: RefreshToken): void;
  clear(): void;
}

/** Browser storage keys of a stored login (restored at start-up, checked by checkauth). */
export const STORAGE_KEYS = {
  token: 'token',
  refreshToken: 'refreshToken',
  user: 'user',
} as const;

function read<T>(key: string): T | null {
  try {
    const raw = window.localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    if (value === null || value === undefined) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage blocked: the shell shows its message; the login lasts for this page only.
  }
}

function stored(): Pick<AuthState, 'user' | 'token' | 'refreshToken'> {
  if (typeof window === 'undefined') return { user: null, token: null, refreshToken: null };
  return {
    token: read<string>(STORAGE_KEYS.token),
    refreshToken: read<RefreshToken>(STORAGE_KEYS.refreshToken),
    user: read<ClientUser>(STORAGE_KEYS.user),
  };
}

type TokenListener = (token: string | null) => void;
const tokenListeners = new Set<TokenListener>();

/**
 * Calls `listener` whenever the access token changes (login, refresh, profile save, logout
 * with null): the lobby socket re-authenticates with it. Returns the unsubscriber.
 */
export function onTokenChanged(listener: TokenListener): () => void {
  tokenListeners.add(listener);
  return () => tokenListeners.delete(listener);
}

export const useAuthStore = create<AuthState>((set) => ({
  ...stored(),
  setLogin: (user, token, refreshToken) => set({ user, token, refreshToken }),
  setUser: (user) => set({ user }),
  setToken: (token, refreshToken) => set(refreshToken ? { token, refreshToken } : { token }),
  clear: () => set({ user: null, token: null, refreshToken: null }),
}));

// Keep browser storage in step and tell listeners about new tokens.
useAuthStore.subscribe((state, previous) => {
  if (typeof window !== 'undefined') {
    if (state.token !== previous.token) write(STORAGE_KEYS.token, state.token);
    if (state.refreshToken !== previous.refreshToken) {
      write(STORAGE_KEYS.refreshToken, state.refreshToken);
    }
    if (state.user !== previous.user) write(STORAGE_KEYS.user, state.user);
  }
  if (state.token !== previous.token) {
    for (const listener of tokenListeners) listener(state.token);
  }
});

export function hasPermission(user: ClientUser | null, flag: PermissionFlag): boolean {
  return user?.permissions[flag] === true;
}
