import axios from 'axios';
import type { AxiosError, AxiosInstance, InternalAxiosRequestConfig } from 'axios';
import type { RefreshResponse, RefreshToken } from '../../protocol/account';
import type { ClientUser } from '../../protocol/user';
import { navigateTo } from '../routing/navigation';
import { useAuthStore } from '../stores/auth';
import { http } from './http';

const REFRESH_PATH = '/api/account/token';
/** Calls that must never carry a stale bearer token nor trigger a refresh. */
const ANONYMOUS_PATHS = ['/api/account/login', REFRESH_PATH];

interface RetriableConfig extends InternalAxiosRequestConfig {
  _retried?: boolean;
}

let refreshing: Promise<string | null> | null = null;

export type RefreshPoster = (refreshToken: RefreshToken) => Promise<RefreshResponse>;

/** A plain axios call: the refresh itself must not pass through the interceptors below. */
const postRefresh: RefreshPoster = async (refreshToken) =>
  (await axios.post<RefreshResponse>(REFRESH_PATH, { token: refreshToken })).data;

/**
 * Posts the refresh token once; concurrent 401s share the same call. Resolves to the new
 * access token, or null when the session is over (then everything is cleared).
 */
export function refreshAccessToken(post: RefreshPoster = postRefresh): Promise<string | null> {
  refreshing ??= (async () => {
    const refreshToken = useAuthStore.getState().refreshToken;
    if (!refreshToken) return null;
    try {
      const answer = await post(refreshToken);
      if (!answer.success) {
        useAuthStore.getState().clear();
        return null;
      }
      useAuthStore.getState().setLogin(answer.user, answer.token, answer.refreshToken);
      return answer.token;
    } catch {
      useAuthStore.getState().clear();
      return null;
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/**
 * The bearer token on every call except login; on a 401 to a call that carried a token,
 * refresh once and retry (the new token re-authenticates the lobby socket through the auth
 * store's listeners); when the refresh fails, go to /login.
 */
export function installAuthInterceptors(
  client: AxiosInstance = http,
  goToLogin: () => void = () => navigateTo('/login'),
  refresh: () => Promise<string | null> = () => refreshAccessToken(),
): () => void {
  const requestId = client.interceptors.request.use((config) => {
    const token = useAuthStore.getState().token;
    const url = config.url ?? '';
    if (token && !ANONYMOUS_PATHS.some((path) => url.startsWith(path))) {
      config.headers.set('Authorization', `Bearer ${token}`);
    }
    return config;
  });
  const responseId = client.interceptors.response.use(undefined, async (error: AxiosError) => {
    const config = error.config as RetriableConfig | undefined;
    const sentToken = config?.headers?.has('Authorization') === true;
    if (error.response?.status !== 401 || !config || config._retried || !sentToken) {
      throw error;
    }
    config._retried = true;
    const token = await refresh();
    if (!token) {
      goToLogin();
      throw error;
    }
    config.headers.set('Authorization', `Bearer ${token}`);
    return client.request(config);
  });
  return () => {
    client.interceptors.request.eject(requestId);
    client.interceptors.response.eject(responseId);
  };
}

/**
 * Restores a stored login at start-up: checkauth with the stored token (refreshed first by
 * the interceptor if it has expired). A login that cannot be restored is cleared.
 */
export async function restoreLogin(): Promise<void> {
  const { token, refreshToken } = useAuthStore.getState();
  if (!token && !refreshToken) return;
  if (!token) {
    if (!(await refreshAccessToken())) return;
  }
  try {
    const response = await http.post<{ user: ClientUser }>('/api/account/checkauth');
    useAuthStore.getState().setUser(response.data.user);
  } catch (error) {
    if ((error as AxiosError).response?.status === 401) useAuthStore.getState().clear();
  }
}

/** Ends the session on the server (best effort) and forgets everything locally. */
export async function logout(): Promise<void> {
  const refreshToken: RefreshToken | null = useAuthStore.getState().refreshToken;
  useAuthStore.getState().clear();
  if (refreshToken) {
    await axios.post('/api/account/logout', { token: refreshToken }).catch(() => undefined);
  }
}
