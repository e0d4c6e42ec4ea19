import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DECK_IN_USE } from '../../src/engine/in-use';
import { databaseKinds } from '../helpers/databases';
import type { TestServer } from '../helpers/server';
import type { LobbyTestUser } from './lobby-helpers';
import { decodeJwt } from 'jose';
import type { GameHandoff } from '../../src/protocol/lobby';
import { HANDOFF_TTL_SECONDS } from '../../src/server/gamenodes/handoff-token';
import { GameSocketClient } from './game-socket-client';
import {
  createLobbyUser,
  gameTestServer,
  patientPolls,
  preconDeckId,
  startedGame,
} from './lobby-helpers';

import type { TestGameView } from './game-socket-client';

const lastView = (views: TestGameView[]) => views.at(-1);

describe.each(await databaseKinds())('game commands that once killed the server, on %s', (kind) => {
  let test: TestServer;
  let alice: LobbyTestUser;
  let bob: LobbyTestUser;
  let preconId: number;

  patientPolls();
  beforeAll(async () => {
    test = await gameTestServer(kind);
    alice = await createLobbyUser(test, 'Alice');
    bob = await createLobbyUser(test, 'Bob');
    preconId = await preconDeckId(test, 'standalone');
  });
  afterAll(() => test.close());

  it('a deck card picked for the first five, then shuffleDeck, then the opponent disconnecting: refused, and the server and game go on', async () => {
    const {
      lobbies,
      games: [aliceGame, bobGame],
    } = await startedGame(test, alice, bob, preconId);
    try {
      const pick = lastView(aliceGame.views)?.players.Alice?.cardPiles.deck.find(
        (c) => c.selectable,
      );
      if (!pick) throw new Error('no first-five card to pick');
      aliceGame.send('cardClicked', pick.uuid);
      await expect
        .poll(
          () =>
            lastView(aliceGame.views)?.players.Alice?.cardPiles.deck.find((c) => c.selected)?.uuid,
        )
        .toBe(pick.uuid);

      aliceGame.send('shuffleDeck');
      await expect.poll(() => aliceGame.errors).toContain(DECK_IN_USE);

      // The view built when Bob's socket closes is the one that used to throw out of the handler.
      const seen = aliceGame.views.length;
      bobGame.close();
      await expect.poll(() => aliceGame.views.length).toBeGreaterThan(seen);
      expect(lastView(aliceGame.views)?.players.Bob?.disconnected).toBe(true);

      const health = await fetch(`${test.url}/api/health`);
      expect(health.status).toBe(200);
      aliceGame.send('menuButton', 'done', null, null);
      await expect
        .poll(() => lastView(aliceGame.views)?.players.Alice?.cardPiles.hand.length)
        .toBe(5);
    } finally {
      aliceGame.close();
      bobGame.close();
      for (const lobby of lobbies) lobby.close();
    }
  });

  it('a game socket that could not connect reports connectfailed and gets a fresh handoff to its game', async () => {
    // Players of their own game (Alice and Bob are still seated in the first test's).
    const carol = await createLobbyUser(test, 'Carol');
    const dave = await createLobbyUser(test, 'Dave');
    const {
      gameId,
      lobbies: [aliceLobby, bobLobby],
      games,
    } = await startedGame(test, carol, dave, preconId);
    try {
      const first = aliceLobby.last<GameHandoff>('handoff');
      const handoffs = aliceLobby.count('handoff');
      const ack = await aliceLobby.request('connectfailed');
      expect(ack.success).toBe(true);
      await expect.poll(() => aliceLobby.count('handoff')).toBe(handoffs + 1);
      const fresh = aliceLobby.last<GameHandoff>('handoff');
      expect(fresh?.gameId).toBe(gameId);
      const claims = decodeJwt(fresh?.authToken ?? '');
      expect(claims.exp).toBeGreaterThanOrEqual(decodeJwt(first?.authToken ?? '').exp ?? 0);
      expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(HANDOFF_TTL_SECONDS);
      expect(HANDOFF_TTL_SECONDS).toBeLessThanOrEqual(15 * 60);
      // The fresh token lets a new game socket in.
      const again = new GameSocketClient(fresh!);
      try {
        await again.firstView();
      } finally {
        again.close();
      }
    } finally {
      for (const game of games) game.close();
      aliceLobby.close();
      bobLobby.close();
    }
  });
});
