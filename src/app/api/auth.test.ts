import axios from 'axios';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthResponse } from '../../protocol/account';
import { onTokenChanged, useAuthStore } from '../stores/auth';
import { testClientUser } from '../testing/clientUser';
import { installAuthInterceptors, refreshAccessToken } from './auth';

const user = testClientUser({ email: 'alice@example.com' });

/** A fake server: 200 for the "fresh" token, 401 otherwise; records what it was sent. */
function fakeServer(seen: (string | undefined)[]): AxiosAdapter {
  return async (config: InternalAxiosRequestConfig) => {
    const auth = config.headers.get('Authorization');
    seen.push(typeof auth === 'string' ? auth : undefined);
    const ok = auth === 'Bearer fresh' || config.url === '/api/account/login';
    const response = {
      data: ok ? { success: true } : { success: false, message: 'Unauthorized' },
      status: ok ? 200 : 401,
      statusText: '',
      headers: {},
      config,
    };
    if (ok) return response;
    throw new axios.AxiosError('401', 'ERR_BAD_REQUEST', config, null, response);
  };
}

describe('the auth interceptors', () => {
  beforeEach(() => {
    useAuthStore.getState().setLogin(user, 'stale', { id: 's1', token: 'secret' });
  });

  it('sends the bearer token, refreshes once on a 401 and retries with the new token', async () => {
    const seen: (string | undefined)[] = [];
    const client = axios.create({ adapter: fakeServer(seen) });
    const refresh = vi.fn(async () => {
      useAuthStore.getState().setToken('fresh');
      return 'fresh';
    });
    installAuthInterceptors(client, () => undefined, refresh);
    const response = await client.get('/api/decks');
    expect(response.status).toBe(200);
    expect(seen).toEqual(['Bearer stale', 'Bearer fresh']);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('goes to the login page when the refresh fails, without looping', async () => {
    const seen: (string | undefined)[] = [];
    const client = axios.create({ adapter: fakeServer(seen) });
    const goToLogin = vi.fn();
    installAuthInterceptors(client, goToLogin, async () => null);
    await expect(client.get('/api/decks')).rejects.toMatchObject({ response: { status: 401 } });
    expect(goToLogin).toHaveBeenCalledTimes(1);
    expect(seen).toHaveLength(1);
  });

  it('never sends a token with login and never refreshes for it', async () => {
    const seen: (string | undefined)[] = [];
    const client = axios.create({ adapter: fakeServer(seen) });
    const refresh = vi.fn(async () => 'fresh');
    installAuthInterceptors(client, () => undefined, refresh);
    await client.post('/api/account/login', {});
    expect(seen).toEqual([undefined]);
    expect(refresh).not.toHaveBeenCalled();
  });
});

describe('refreshing the access token', () => {
  beforeEach(() => {
    useAuthStore.getState().setLogin(user, 'stale', { id: 's1', token: 'secret' });
  });

  it('makes one call for concurrent requests, stores the rotated tokens and tells listeners', async () => {
    const heard: (string | null)[] = [];
    const stop = onTokenChanged((token) => heard.push(token));
    const post = vi.fn(async (): Promise<AuthResponse> => ({
      success: true,
      token: 'fresh',
      refreshToken: { id: 's1', token: 'rotated' },
      user,
    }));
    const [a, b] = await Promise.all([refreshAccessToken(post), refreshAccessToken(post)]);
    stop();
    expect([a, b]).toEqual(['fresh', 'fresh']);
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith({ id: 's1', token: 'secret' });
    expect(useAuthStore.getState()).toMatchObject({
      token: 'fresh',
      refreshToken: { id: 's1', token: 'rotated' },
    });
    expect(heard).toEqual(['fresh']);
  });

  it('clears the login when the session is over', async () => {
    const token = await refreshAccessToken(async () => {
      throw new Error('401');
    });
    expect(token).toBeNull();
    expect(useAuthStore.getState()).toMatchObject({ user: null, token: null, refreshToken: null });
  });

  it('clears the login when the server answers success false instead of a token', async () => {
    const token = await refreshAccessToken(async () => ({
      success: false,
      message: 'Your session has ended. Please log in again.',
    }));
    expect(token).toBeNull();
    expect(useAuthStore.getState()).toMatchObject({ user: null, token: null, refreshToken: null });
  });
});
