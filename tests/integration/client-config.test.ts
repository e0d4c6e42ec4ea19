import { afterEach, describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/server';
import { startTestServer } from '../helpers/server';

describe('GET /api/config', () => {
  let test: TestServer | null = null;
  afterEach(async () => {
    await test?.close();
    test = null;
  });

  it('says that cards are drawn when no card image base URL is configured', async () => {
    test = await startTestServer('pglite', { CARD_IMAGE_BASE_URL: '' });
    const body: unknown = await (await fetch(`${test.url}/api/config`)).json();
    expect(body).toEqual({ success: true, cardImageBaseUrl: null });
  });

  it('passes the configured card image base URL to the client', async () => {
    test = await startTestServer('pglite', { CARD_IMAGE_BASE_URL: 'https://images.example/cards' });
    const body: unknown = await (await fetch(`${test.url}/api/config`)).json();
    expect(body).toEqual({ success: true, cardImageBaseUrl: 'https://images.example/cards' });
  });
});
