import { createServer } from 'node:http';
import type { Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../stores/auth';
import { useLobbyStore } from '../stores/lobby';
import { testClientUser } from '../testing/clientUser';
import { lobbyConnection } from './lobby-socket';

/** A stand-in lobby: answers pings, accepts the token "fresh" and refuses any other. */
class FakeLobby {
  pings = 0;
  readonly tokens: string[] = [];
  private readonly http: HttpServer = createServer();
  private readonly io = new Server(this.http);

  async start(): Promise<string> {
    this.io.on('connection', (socket) => {
      socket.on('ping', (ack: () => void) => {
        this.pings += 1;
        ack();
      });
      socket.on('authenticate', ({ token }: { token: string }) => {
        this.tokens.push(token);
        if (token !== 'fresh') socket.emit('authfailed', 'Authentication failed');
      });
    });
    await new Promise<void>((resolve) => this.http.listen(0, '127.0.0.1', resolve));
    const { port } = this.http.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }

  async stop(): Promise<void> {
    await this.io.close();
  }
}

describe('the lobby connection', () => {
  let lobby: FakeLobby;
  let url: string;
  beforeEach(async () => {
    // The 10 s ping interval never fires here: a ping the lobby sees came from connecting.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    useLobbyStore.setState({ responseTime: null, lobbyError: null });
    lobby = new FakeLobby();
    url = await lobby.start();
  });
  afterEach(async () => {
    lobbyConnection.stop();
    vi.useRealTimers();
    useAuthStore.setState({ user: null, token: null, refreshToken: null });
    await lobby.stop();
  });

  it('pings as soon as it connects, so the ping shows without waiting for the interval', async () => {
    lobbyConnection.start({ url, refresh: () => Promise.resolve(null) });
    await vi.waitUntil(() => useLobbyStore.getState().responseTime !== null, { timeout: 5000 });
    expect(lobby.pings).toBe(1);
  });

  it('refreshes a refused token once and authenticates with the new one', async () => {
    useAuthStore.setState({ user: testClientUser(), token: 'expired', refreshToken: null });
    let refreshes = 0;
    const refresh = () => {
      refreshes += 1;
      useAuthStore.setState({ token: 'fresh' });
      return Promise.resolve('fresh');
    };
    lobbyConnection.start({ url, refresh });
    await vi.waitUntil(() => lobby.tokens.includes('fresh'), { timeout: 5000 });
    expect(lobby.tokens).toEqual(['expired', 'fresh']);
    expect(refreshes).toBe(1);
    expect(useLobbyStore.getState().lobbyError).toBeNull();
  });
});
