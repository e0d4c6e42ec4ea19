import axios, { AxiosError } from 'axios';
import type { AxiosAdapter, AxiosResponse } from 'axios';
import { describe, expect, it } from 'vitest';
import { UNAUTHORISED_PATH, installForbiddenRedirect } from './forbidden';

function clientAnswering(status: number) {
  const adapter: AxiosAdapter = (config) => {
    const response: AxiosResponse = { data: {}, status, statusText: '', headers: {}, config };
    if (status < 400) return Promise.resolve(response);
    return Promise.reject(new AxiosError('failed', 'ERR_BAD_RESPONSE', config, null, response));
  };
  return axios.create({ adapter });
}

describe('403 handling', () => {
  it('sends the user to /unauth on a 403 and still rejects the call', async () => {
    const visited: string[] = [];
    const client = clientAnswering(403);
    installForbiddenRedirect(client, (path) => visited.push(path));
    await expect(client.get('/api/users')).rejects.toThrow();
    expect(visited).toEqual([UNAUTHORISED_PATH]);
  });

  it('leaves other failures and successes alone, and can be uninstalled', async () => {
    const visited: string[] = [];
    const failing = clientAnswering(404);
    installForbiddenRedirect(failing, (path) => visited.push(path));
    await expect(failing.get('/api/x')).rejects.toThrow();
    const ok = clientAnswering(200);
    installForbiddenRedirect(ok, (path) => visited.push(path));
    await ok.get('/api/x');
    const removed = clientAnswering(403);
    installForbiddenRedirect(removed, (path) => visited.push(path))();
    await expect(removed.get('/api/x')).rejects.toThrow();
    expect(visited).toEqual([]);
  });
});
