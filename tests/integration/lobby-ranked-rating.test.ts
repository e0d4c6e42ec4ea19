import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LobbyServerEvents } from '../../src/protocol/lobby-server';
import { defaultNewGame } from '../../src/protocol/lobby-newgame';
import { importCatalogue } from '../../src/server/services/catalogue/import';
import { importDeps } from '../helpers/catalogue';
import type { TestServer } from '../helpers/server';
import { SHARED_DATA_DIR, startTestServer } from '../helpers/server';
import { GameSocketClient } from './game-socket-client';
import { createLobbyUser, handoffOf, lobbyClient, preconDeckId } from './lobby-helpers';

describe('the rating change of a ranked game', () => {
  let test: TestServer;
  beforeAll(() => vi.setConfig({ expect: { poll: { timeout: 10_000 } } }));
  afterAll(() => vi.resetConfig());
  beforeAll(async () => {
    test = await startTestServer('pglite');
    await importCatalogue(importDeps(test, { ashesDataDir: SHARED_DATA_DIR }));
  });
  afterAll(() => test.close());

  it('reaches each player, their own only, once the game is recorded, for the win splash', async () => {
    const alice = await createLobbyUser(test, 'Alice');
    const bob = await createLobbyUser(test, 'Bob');
    const preconId = await preconDeckId(test, 'standalone');
    const carol = await createLobbyUser(test, 'Carol');
    const [a, b, c] = [
      await lobbyClient(test, alice),
      await lobbyClient(test, bob),
      await lobbyClient(test, carol),
    ];
    const created = await a.request('newgame', {
      ...defaultNewGame('Alice', 'pvp'),
      name: 'Ranked',
      gameType: 'competitive',
      ranked: true,
    });
    if (!created.success) throw new Error(`newgame failed: ${created.message}`);
    const gameId = String(created.gameId);
    for (const ack of [
      await b.request('joingame', gameId),
      await a.request('selectdeck', gameId, true, preconId, true),
      await b.request('selectdeck', gameId, true, preconId, true),
      await a.request('startgame', gameId),
    ]) {
      expect(ack.success, String(ack.message)).toBe(true);
    }
    const bobGame = new GameSocketClient(await handoffOf(b, gameId));
    await bobGame.firstView();
    bobGame.send('concede');

    // Each player is told their own change only; nobody else gets ratings in the game list.
    type Change = LobbyServerEvents['ratingchange'];
    await expect
      .poll(() => a.last<Change>('ratingchange'))
      .toEqual({ gameId, change: { name: 'Alice', before: 1500, after: 1516 } });
    await expect
      .poll(() => b.last<Change>('ratingchange'))
      .toEqual({ gameId, change: { name: 'Bob', before: 1500, after: 1484 } });
    expect(c.count('ratingchange')).toBe(0);
    // After the start the lobby sends no gamestate, which a spec client would draw as the board.
    expect(a.count('gamestate') + b.count('gamestate')).toBeGreaterThan(0);
    const afterStart = (lobby: typeof a) =>
      lobby.events
        .slice(lobby.events.findIndex((e) => e.event === 'handoff'))
        .filter((e) => e.event === 'gamestate');
    expect([...afterStart(a), ...afterStart(b)]).toEqual([]);
    // The game list (newgame, updategame) carries no ratings, for players or onlookers.
    for (const lobby of [a, b, c]) {
      const listed = lobby.events.filter((e) => e.event === 'newgame' || e.event === 'updategame');
      expect(listed.length).toBeGreaterThan(0);
      expect(JSON.stringify(listed)).not.toContain('ratingChanges');
    }
    for (const client of [bobGame, a, b, c]) client.close();
  });
});
