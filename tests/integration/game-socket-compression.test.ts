import { request } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameNodePath } from '../../src/protocol/lobby';
import { DEFAULT_NODE_NAME } from '../../src/server/lobby';
import type { TestServer } from '../helpers/server';
import { startTestServer } from '../helpers/server';

/** Asks for a WebSocket upgrade and resolves to the headers of the server's answer. */
function upgradeHeaders(url: string, extensions: string): Promise<IncomingHttpHeaders> {
  return new Promise((resolve, reject) => {
    const req = request(url, {
      headers: {
        Connection: 'Upgrade',
        Upgrade: 'websocket',
        'Sec-WebSocket-Version': '13',
        'Sec-WebSocket-Key': Buffer.from('ashtable-testkey').toString('base64'),
        'Sec-WebSocket-Extensions': extensions,
      },
    });
    req.on('upgrade', (response, socket) => {
      socket.destroy();
      resolve(response.headers);
    });
    req.on('response', (response) => reject(new Error(`no upgrade: ${response.statusCode}`)));
    req.on('error', reject);
    req.end();
  });
}

describe('game socket', () => {
  let test: TestServer;
  beforeAll(async () => {
    test = await startTestServer('pglite');
  }, 120_000);
  afterAll(() => test.close());

  it('compresses game views with permessage-deflate when the browser offers it', async () => {
    const path = gameNodePath(DEFAULT_NODE_NAME);
    const url = `${test.url}${path}/?EIO=4&transport=websocket`;
    const headers = await upgradeHeaders(url, 'permessage-deflate; client_max_window_bits');
    expect(headers['sec-websocket-extensions']).toContain('permessage-deflate');
  });

  it('keeps each socket’s deflate small and stateless, so small messages go as they are', async () => {
    const path = gameNodePath(DEFAULT_NODE_NAME);
    const url = `${test.url}${path}/?EIO=4&transport=websocket`;
    const headers = await upgradeHeaders(url, 'permessage-deflate; client_max_window_bits');
    const accepted = headers['sec-websocket-extensions'] ?? '';
    // Without context takeover ws sends messages under the threshold undeflated; the window
    // keeps a socket's zlib memory to tens of kilobytes.
    expect(accepted).toContain('server_no_context_takeover');
    expect(accepted).toContain('server_max_window_bits=12');
  });
});
