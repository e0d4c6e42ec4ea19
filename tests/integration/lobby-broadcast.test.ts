import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LobbyChatMessage, LobbyGame, LobbyUser } from '../../src/protocol/lobby';
import { defaultNewGame } from '../../src/protocol/lobby-newgame';
import type { TestServer } from '../helpers/server';
import { startTestServer } from '../helpers/server';
import { createLobbyUser, lobbyClient } from './lobby-helpers';
import type { LobbyClient, LobbyTestUser } from './lobby-helpers';

/** The ids of the games a client was sent under `event`, in order. */
function gameIds(client: LobbyClient, event: string): string[] {
  return client.events
    .filter((e) => e.event === event)
    .flatMap((e) => (Array.isArray(e.payload) ? e.payload : []))
    .map((game: LobbyGame) => game.id);
}

/**
 * The lobby sends what is the same for many sockets as one emit to a room and leaves out the
 * few it must not reach: these follow a game and a chat line through the block lists.
 */
describe('lobby broadcasts through rooms', () => {
  let test: TestServer;
  let alice: LobbyTestUser;
  let bob: LobbyTestUser;
  let mallory: LobbyTestUser;
  const open: LobbyClient[] = [];

  async function client(user?: LobbyTestUser): Promise<LobbyClient> {
    const made = await lobbyClient(test, user);
    open.push(made);
    return made;
  }

  beforeAll(async () => {
    test = await startTestServer('pglite');
    alice = await createLobbyUser(test, 'Alice', { blockList: ['mallory'] });
    bob = await createLobbyUser(test, 'Bob');
    mallory = await createLobbyUser(test, 'Mallory');
  });
  afterAll(async () => {
    for (const made of open) made.close();
    await test?.close();
  });

  it('takes a game out of a blocker’s list when a blocked player joins, and back when they leave', async () => {
    const a = await client(alice);
    const b = await client(bob);
    const m = await client(mallory);
    const watcher = await client();

    const created = await b.request('newgame', defaultNewGame('Bob', 'pvp'));
    expect(created.success).toBe(true);
    const gameId = String(created.success && created.gameId);
    for (const seen of [a, m, watcher]) {
      await expect.poll(() => gameIds(seen, 'newgame')).toEqual([gameId]);
    }

    // Mallory sits down: Alice (who blocked her) is told the game went, the others that it changed.
    expect((await m.request('joingame', gameId, null)).success).toBe(true);
    await expect.poll(() => gameIds(a, 'removegame')).toEqual([gameId]);
    await expect.poll(() => gameIds(watcher, 'updategame')).toEqual([gameId]);
    expect(gameIds(a, 'updategame')).toEqual([]);
    expect(watcher.count('removegame')).toBe(0);

    // Alice opening the lobby again gets the list without it; anyone else with it.
    const later = await client(alice);
    expect(later.last<LobbyGame[]>('games')?.map((g) => g.id)).toEqual([]);
    const anonymous = await client();
    await expect
      .poll(() => anonymous.last<LobbyGame[]>('games')?.map((g) => g.id))
      .toEqual([gameId]);

    // Mallory leaves: the game is new again to both of Alice's sockets, an update to the rest.
    expect((await m.request('leavegame', gameId)).success).toBe(true);
    for (const blocker of [a, later]) {
      await expect
        .poll(() => gameIds(blocker, 'newgame').filter((id) => id === gameId).length)
        .toBe(blocker === a ? 2 : 1);
    }
    await expect.poll(() => gameIds(anonymous, 'updategame')).toEqual([gameId]);
    expect(gameIds(later, 'updategame')).toEqual([]);

    // Bob closes it: everyone who was shown it hears it went, once.
    expect((await b.request('leavegame', gameId)).success).toBe(true);
    for (const seen of [a, later, watcher, anonymous]) {
      await expect
        .poll(() => gameIds(seen, 'removegame').filter((id) => id === gameId).length)
        .toBe(seen === a ? 2 : 1);
    }
  });

  it('sends a chat line to everyone but those who blocked its sender, and the user list once changed', async () => {
    const a = await client(alice);
    const b = await client(bob);
    const m = await client(mallory);
    expect((await m.request('chat', 'hello from mallory')).success).toBe(true);
    expect((await b.request('chat', 'hello from bob')).success).toBe(true);
    await expect.poll(() => a.count('lobbychat')).toBe(1);
    expect(a.last<LobbyChatMessage>('lobbychat')?.message).toBe('hello from bob');
    await expect.poll(() => b.count('lobbychat')).toBe(2);

    // A newcomer's user list has everyone signed in; one more user signing in changes it.
    const names = async () => {
      const newcomer = await client();
      await expect.poll(() => newcomer.count('users')).toBe(1);
      return newcomer.last<LobbyUser[]>('users')?.map((u) => u.name) ?? [];
    };
    const before = await names();
    expect(before).toEqual(['Alice', 'Bob', 'Mallory']);
    const carol = await createLobbyUser(test, 'Carol');
    await client(carol);
    expect(await names()).toEqual(['Alice', 'Bob', 'Carol', 'Mallory']);
  });
});
