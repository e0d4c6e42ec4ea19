import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createGameStore } from '../../board/store/gameStore';
import type { ViewSettings } from '../../board/store/gameStore';
import type { ClientUser, UserSettings } from '../../protocol/user';
import { http } from '../api/http';
import { useAuthStore } from './auth';
import {
  VIEW_SETTINGS_NOT_SAVED,
  VIEW_SETTINGS_SAVE_DELAY_MS,
  boardStoreInit,
  persistViewSettings,
  profileBackground,
  profileViewSettings,
  saveViewSettings,
} from './boardSettings';
import { useToastStore } from './toasts';
import { testClientUser } from '../testing/clientUser';

function userWith(settings: UserSettings): ClientUser {
  return testClientUser({ id: 7, settings });
}

describe('the board set up from the profile', () => {
  it('takes card size, left mode and compact layout from the profile', () => {
    const settings: UserSettings = {
      cardSize: 'large',
      optionSettings: { leftMode: false, compactLayout: false },
    };
    expect(profileViewSettings(settings)).toEqual({
      cardSize: 'large',
      leftMode: false,
      compactLayout: false,
    });
  });

  it('uses the profile form defaults where the profile says nothing', () => {
    expect(profileViewSettings({})).toEqual({
      cardSize: 'normal',
      leftMode: true,
      compactLayout: true,
    });
    expect(profileViewSettings({ cardSize: 'enormous' }).cardSize).toBe('normal');
  });

  it('gives the background as a stock name, none, or the uploaded image', () => {
    expect(profileBackground(undefined)).toBe('ashesreborn');
    expect(profileBackground({ background: '' })).toBe('ashesreborn');
    expect(profileBackground({ background: 'none' })).toBe('none');
    expect(profileBackground({ background: 'custom', customBackground: '42-abc' })).toBe(
      '/img/custom/42-abc.png',
    );
    // Custom chosen but nothing uploaded: the default.
    expect(profileBackground({ background: 'custom' })).toBe('ashesreborn');
  });

  it('creates a logged-in store with the profile, an anonymous one with the defaults', () => {
    const store = createGameStore(
      boardStoreInit(userWith({ cardSize: 'small', background: 'none' })),
    );
    expect(store.getState()).toMatchObject({
      loggedIn: true,
      background: 'none',
      viewSettings: { cardSize: 'small', leftMode: true, compactLayout: true },
    });
    const anonymous = createGameStore(boardStoreInit(null));
    expect(anonymous.getState()).toMatchObject({ loggedIn: false, background: 'ashesreborn' });
  });
});

describe('view settings changed on the board', () => {
  const saved: ViewSettings[] = [];
  const save = (_user: ClientUser, settings: ViewSettings) => {
    saved.push(settings);
    return Promise.resolve();
  };

  beforeEach(() => {
    vi.useFakeTimers();
    saved.length = 0;
    useToastStore.setState({ toasts: [] });
    useAuthStore.setState({ user: userWith({ cardSize: 'normal' }) });
  });
  afterEach(() => {
    vi.useRealTimers();
    useAuthStore.setState({ user: null });
  });

  it('are saved once after a run of changes', () => {
    const store = createGameStore(boardStoreInit(useAuthStore.getState().user));
    persistViewSettings(store, save);
    store.getState().setViewSettings({ cardSize: 'large' });
    vi.advanceTimersByTime(VIEW_SETTINGS_SAVE_DELAY_MS / 2);
    store.getState().setViewSettings({ cardSize: 'x-large' });
    store.getState().setViewSettings({ leftMode: false });
    expect(saved).toEqual([]);
    vi.advanceTimersByTime(VIEW_SETTINGS_SAVE_DELAY_MS);
    expect(saved).toEqual([{ cardSize: 'x-large', leftMode: false, compactLayout: true }]);
  });

  it('are not saved when they come back to what the profile holds, or for anonymous viewers', () => {
    const store = createGameStore(boardStoreInit(useAuthStore.getState().user));
    persistViewSettings(store, save);
    store.getState().setViewSettings({ cardSize: 'large' });
    store.getState().setViewSettings({ cardSize: 'normal' });
    vi.advanceTimersByTime(VIEW_SETTINGS_SAVE_DELAY_MS);
    useAuthStore.setState({ user: null });
    store.getState().setViewSettings({ compactLayout: false });
    vi.advanceTimersByTime(VIEW_SETTINGS_SAVE_DELAY_MS);
    expect(saved).toEqual([]);
  });

  it('waiting for their save are saved at once when the game closes; none after', () => {
    const store = createGameStore(boardStoreInit(useAuthStore.getState().user));
    const stop = persistViewSettings(store, save);
    store.getState().setViewSettings({ cardSize: 'small' });
    stop();
    expect(saved.map((s) => s.cardSize)).toEqual(['small']);
    store.getState().setViewSettings({ cardSize: 'large' });
    vi.advanceTimersByTime(VIEW_SETTINGS_SAVE_DELAY_MS);
    expect(saved.map((s) => s.cardSize)).toEqual(['small']);
  });

  it('that cannot be saved say so in a toast', async () => {
    const store = createGameStore(boardStoreInit(useAuthStore.getState().user));
    persistViewSettings(store, () => Promise.reject(new Error('offline')));
    store.getState().setViewSettings({ cardSize: 'large' });
    await vi.advanceTimersByTimeAsync(VIEW_SETTINGS_SAVE_DELAY_MS);
    const messages = useToastStore.getState().toasts.map((t) => t.message);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain(VIEW_SETTINGS_NOT_SAVED);
  });
});

describe('saving view settings to the profile', () => {
  const adapter = http.defaults.adapter;
  afterEach(() => {
    http.defaults.adapter = adapter;
    useAuthStore.setState({ user: null, token: null });
  });

  it('sends only them with the account name and email, and keeps the answer and the token', async () => {
    const user = userWith({ cardSize: 'normal', background: 'none' });
    useAuthStore.setState({ user, token: 'access' });
    const answered = userWith({ ...user.settings, cardSize: 'large' });
    const sent: { url: string | undefined; method: string | undefined; body: unknown }[] = [];
    http.defaults.adapter = (config: InternalAxiosRequestConfig) => {
      sent.push({ url: config.url, method: config.method, body: JSON.parse(String(config.data)) });
      return Promise.resolve({
        data: { success: true, token: 'other', user: answered },
        status: 200,
        statusText: '',
        headers: {},
        config,
      });
    };
    await saveViewSettings(user, { cardSize: 'large', leftMode: false, compactLayout: true });
    expect(sent).toEqual([
      {
        url: '/api/account/alice',
        method: 'put',
        body: {
          data: {
            username: 'alice',
            email: 'alice@example.test',
            password: null,
            avatar: null,
            settings: {
              cardSize: 'large',
              optionSettings: { leftMode: false, compactLayout: true },
            },
          },
        },
      },
    ]);
    expect(useAuthStore.getState().user?.settings.cardSize).toBe('large');
    expect(useAuthStore.getState().token).toBe('access');
  });
});
