import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/server';
import { GamePatchClient, textsOf } from './game-patch-client';
import {
  createLobbyUser,
  gameTestServer,
  handoffOf,
  patientPolls,
  preconDeckId,
  startedWatchedGame,
} from './lobby-helpers';
import type { LobbyTestUser } from './lobby-helpers';
import { selfPlay } from './self-play';

describe('game sockets that ask for patches', () => {
  let test: TestServer;
  let users: LobbyTestUser[];
  let preconId: number;

  patientPolls();
  beforeAll(async () => {
    test = await gameTestServer('pglite');
    users = [
      await createLobbyUser(test, 'Alice'),
      await createLobbyUser(test, 'Bob'),
      await createLobbyUser(test, 'Carol'),
    ];
    preconId = await preconDeckId(test, 'standalone');
  }, 120_000);
  afterAll(() => test?.close());

  it('follow a played game to the whole views, resync after a lost patch, and reveal nothing hidden', async () => {
    const [alice, bob, carol] = users;
    if (!alice || !bob || !carol) throw new Error('users missing');
    const { gameId, lobbies, games } = await startedWatchedGame(test, alice, bob, carol, preconId);
    const patched = await Promise.all(
      lobbies.map(async (lobby) => new GamePatchClient(await handoffOf(lobby, gameId))),
    );
    try {
      await expect.poll(() => patched.every((client) => client.syncs === 1)).toBe(true);
      const players = [
        { name: 'Alice', game: games[0] },
        { name: 'Bob', game: games[1] },
      ];
      expect(await selfPlay(players, 25)).toBe(25);
      patched[1]?.losePatch();
      expect(await selfPlay(players, 25, 2)).toBe(25);

      // Both sides read at each poll: the last command's views may still be on their way.
      for (const [index, client] of patched.entries()) {
        const whole = games[index];
        await expect.poll(() => isDeepStrictEqual(client.view, whole?.gameView)).toBe(true);
        expect(client.view).toEqual(whole?.gameView);
      }
      const bobs = patched[1];
      expect(bobs?.resyncsAsked).toBe(1);
      expect(bobs?.syncs).toBe(2);
      for (const client of patched) {
        expect(client.leaked).toEqual([]);
        expect(client.patchesSeen.length).toBeGreaterThan(10);
      }
      // Alice's hand as only she sees it: none of it reached Bob or the spectator.
      const aliceHand = games[0]?.gameView?.players.Alice?.cardPiles.hand ?? [];
      expect(aliceHand.length).toBeGreaterThan(0);
      const others = [games[1]?.gameView, games[2]?.gameView].map((view) => textsOf(view));
      const hidden = aliceHand
        // Uuids name one card each; a stub may be public through another copy of the card.
        .map((card) => card.uuid)
        .filter((text) => text && others.every((seen) => !seen.has(text)));
      expect(hidden.length).toBeGreaterThan(0);
      for (const client of patched.slice(1)) {
        const carried = textsOf(client.patchesSeen);
        expect(hidden.filter((text) => carried.has(text))).toEqual([]);
      }
    } finally {
      for (const client of patched) client.close();
      for (const game of games) game.close();
      for (const lobby of lobbies) lobby.close();
    }
  }, 180_000);
});
