import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestServer } from '../helpers/server';
import {
  createLobbyUser,
  gameTestServer,
  patientPolls,
  preconDeckId,
  startedGame,
} from './lobby-helpers';

describe('the server log of a game', () => {
  let test: TestServer;
  patientPolls();
  beforeAll(async () => {
    test = await gameTestServer('pglite');
  });
  afterAll(() => test.close());

  it('says when a game is created, started and finished', async () => {
    const info = vi.spyOn(test.server.ctx.logger, 'info');
    const alice = await createLobbyUser(test, 'Alice');
    const bob = await createLobbyUser(test, 'Bob');
    const preconId = await preconDeckId(test, 'standalone');
    const { gameId, lobbies, games } = await startedGame(test, alice, bob, preconId);
    games[1].send('concede');
    // After the start the board's view is the game node's (the lobby sends no gamestate).
    await expect.poll(() => games[0].view?.winner).toBe('Alice');

    const lines = () => info.mock.calls.map(([fields, message]) => ({ fields, message }));
    await expect
      .poll(() => lines().map((line) => line.message))
      .toEqual(expect.arrayContaining(['Game created', 'Game started', 'Game finished']));
    expect(lines()).toEqual(
      expect.arrayContaining([
        {
          fields: expect.objectContaining({ gameId, owner: 'Alice', format: 'constructed' }),
          message: 'Game created',
        },
        {
          fields: expect.objectContaining({ gameId, players: ['Alice', 'Bob'] }),
          message: 'Game started',
        },
        {
          fields: expect.objectContaining({ gameId, winner: 'Alice', reason: 'concede' }),
          message: 'Game finished',
        },
      ]),
    );
    for (const client of [...games, ...lobbies]) client.close();
  });
});
