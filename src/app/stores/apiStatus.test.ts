import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TRANSPORT_ERROR } from '../api/http';
import { SUCCESS_CLEAR_MS, trackRequest, useApiStatusStore } from './apiStatus';

describe('API request status', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useApiStatusStore.setState({ requests: {} });
  });
  afterEach(() => vi.useRealTimers());

  const status = (name: string) => useApiStatusStore.getState().requests[name];

  it('goes from loading to success, and a success message clears after 5 seconds', async () => {
    let finish: (value: string) => void = () => undefined;
    const running = trackRequest(
      'saveProfile',
      () => new Promise<string>((resolve) => (finish = resolve)),
      'Saved',
    );
    expect(status('saveProfile')).toEqual({ loading: true, success: false, message: null });
    finish('ok');
    expect(await running).toBe('ok');
    expect(status('saveProfile')).toEqual({ loading: false, success: true, message: 'Saved' });
    vi.advanceTimersByTime(SUCCESS_CLEAR_MS);
    expect(status('saveProfile')).toBeUndefined();
  });

  it('records the server message of a failure, or the transport error without a reply', async () => {
    const replied = Object.assign(new Error('400'), {
      response: { status: 400, data: { success: false, message: { name: 'Name is required' } } },
    });
    expect(await trackRequest('a', () => Promise.reject(replied))).toBeUndefined();
    expect(status('a')).toEqual({ loading: false, success: false, message: ['Name is required'] });
    await trackRequest('b', () => Promise.reject(new Error('Network Error')));
    expect(status('b')?.message).toBe(TRANSPORT_ERROR);
    vi.advanceTimersByTime(60_000);
    expect(status('b')?.message).toBe(TRANSPORT_ERROR);
    useApiStatusStore.getState().clear('b');
    expect(status('b')).toBeUndefined();
  });
});
