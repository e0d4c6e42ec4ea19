import { AxiosError } from 'axios';
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { http } from '../api/http';
import { useCardsStore } from './cards';

let requests: string[] = [];
let failCards = false;
const originalAdapter = http.defaults.adapter;

function reply(config: InternalAxiosRequestConfig, status: number, data: unknown) {
  const response: AxiosResponse = { data, status, statusText: '', headers: {}, config };
  if (status < 400) return Promise.resolve(response);
  return Promise.reject(new AxiosError('failed', 'ERR_BAD_RESPONSE', config, null, response));
}

const fakeServer: AxiosAdapter = (config) => {
  requests.push(config.url ?? '');
  if (config.url === '/api/config') {
    return reply(config, 200, { success: true, cardImageBaseUrl: 'https://img.example' });
  }
  if (failCards) return reply(config, 500, { success: false, message: 'Catalogue unavailable' });
  return reply(config, 200, {
    success: true,
    cards: { 'blue-jaguar': { stub: 'blue-jaguar', name: 'Blue Jaguar' } },
  });
};

describe('cards store', () => {
  beforeEach(() => {
    requests = [];
    failCards = false;
    http.defaults.adapter = fakeServer;
    useCardsStore.setState({ cards: {}, status: 'idle', error: null, cardImageBaseUrl: null });
  });
  afterEach(() => {
    http.defaults.adapter = originalAdapter;
  });

  it('loads the catalogue and the image base URL once, however often it is asked', async () => {
    await Promise.all([useCardsStore.getState().load(), useCardsStore.getState().load()]);
    await useCardsStore.getState().load();
    const state = useCardsStore.getState();
    expect(state.status).toBe('loaded');
    expect(Object.keys(state.cards)).toEqual(['blue-jaguar']);
    expect(state.cardImageBaseUrl).toBe('https://img.example');
    expect(requests.filter((url) => url === '/api/cards')).toHaveLength(1);
  });

  it('records a failure with the server message and allows a retry', async () => {
    failCards = true;
    await useCardsStore.getState().load();
    expect(useCardsStore.getState()).toMatchObject({
      status: 'error',
      error: 'Catalogue unavailable',
    });
    failCards = false;
    await useCardsStore.getState().load();
    expect(useCardsStore.getState().status).toBe('loaded');
  });
});
