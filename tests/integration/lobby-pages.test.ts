import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LobbyGame } from '../../src/protocol/lobby';
import { defaultNewGame } from '../../src/protocol/lobby-newgame';
import { GAME_PAGE_SIZE } from '../../src/protocol/lobby-pages';
import type { GamePage } from '../../src/protocol/lobby-pages';
import { TEXTS } from '../../src/server/lobby/refusal';
import type { TestServer } from '../helpers/server';
import { startTestServer } from '../helpers/server';
import { createLobbyUser, lobbyClient } from './lobby-helpers';
import type { LobbyClient, LobbyTestUser } from './lobby-helpers';

const PAGED = { gamepages: '1' };
/** Two games more than a page holds. */
const GAMES = GAME_PAGE_SIZE + 2;

function pages(client: LobbyClient): GamePage[] {
  return client.events.filter((e) => e.event === 'gamepage').map((e) => e.payload as GamePage);
}

function ids(games: LobbyGame[]): string[] {
  return games.map((game) => game.id);
}

/** The ids of the games a client was sent under `event`, in order. */
function told(client: LobbyClient, event: string): string[] {
  return client.events
    .filter((e) => e.event === event)
    .flatMap((e) => (Array.isArray(e.payload) ? ids(e.payload as LobbyGame[]) : []));
}

/**
 * The game list in pages (issue 23): the spec's client still gets every game in `games` as it
 * connects; a client that asks gets a first page, the next page when it asks, and changes only
 * of the games it was sent.
 */
describe('the lobby game list in pages', () => {
  let test: TestServer;
  const open: LobbyClient[] = [];
  /** Game ids, oldest first; the first is Owner0's. */
  const created: string[] = [];
  let owner0: LobbyTestUser;
  let joiner: LobbyTestUser;

  async function client(user?: LobbyTestUser, query: Record<string, string> = {}) {
    const made = await lobbyClient(test, user, query);
    open.push(made);
    return made;
  }

  beforeAll(async () => {
    test = await startTestServer('pglite');
    joiner = await createLobbyUser(test, 'Joiner');
    const owners = await Promise.all(
      Array.from({ length: GAMES }, (_, i) => createLobbyUser(test, `Owner${i}`)),
    );
    const sockets = await Promise.all(owners.map((owner) => client(owner)));
    owner0 = owners[0] ?? joiner;
    for (const [i, socket] of sockets.entries()) {
      const made = await socket.request('newgame', defaultNewGame(`Owner${i}`, 'pvp'));
      if (!made.success) throw new Error(made.message);
      created.push(String(made.gameId));
    }
  }, 120_000);
  afterAll(async () => {
    for (const made of open) made.close();
    await test?.close();
  });

  it('still sends the spec’s client the whole list, and refuses it pages', async () => {
    const spec = await client();
    await expect.poll(() => spec.last<LobbyGame[]>('games')?.length).toBe(GAMES);
    expect(ids(spec.last<LobbyGame[]>('games') ?? [])).toEqual(created);
    const asked = await spec.request('moregames');
    expect(asked).toEqual({ success: false, message: TEXTS.notPaged });
    expect(spec.count('gamepage')).toBe(0);
  });

  it('sends a page first (the user’s own game, then the newest), then the rest when asked', async () => {
    const paged = await client(owner0, PAGED);
    await expect.poll(() => pages(paged).filter((p) => p.signedIn).length).toBe(1);
    expect(paged.count('games')).toBe(0);
    const first = pages(paged).filter((p) => p.signedIn)[0];
    expect(first).toMatchObject({ first: true, remaining: GAMES - GAME_PAGE_SIZE });
    const newestFirst = [...created.slice(1)].reverse();
    expect(ids(first?.games ?? [])).toEqual([
      created[0],
      ...newestFirst.slice(0, GAME_PAGE_SIZE - 1),
    ]);

    expect(await paged.request('moregames', 0)).toMatchObject({ success: false });
    expect(pages(paged)).toHaveLength(2);
    expect(await paged.request('moregames')).toEqual({ success: true, remaining: 0 });
    const next = pages(paged).at(-1);
    expect(next).toMatchObject({ first: false, remaining: 0 });
    expect(ids(next?.games ?? [])).toEqual(newestFirst.slice(GAME_PAGE_SIZE - 1));
  });

  it('tells a paged client of new games and of changes to the games it was sent, of no others', async () => {
    const paged = await client(undefined, PAGED);
    await expect.poll(() => pages(paged).length).toBe(1);
    const sent = new Set(ids(pages(paged)[0]?.games ?? []));
    const unsent = created.find((id) => !sent.has(id));
    const known = created.find((id) => sent.has(id));
    if (!unsent || !known) throw new Error('the first page should hold some games, not all');
    const spec = await client();
    await expect.poll(() => spec.count('games')).toBe(1);

    const joining = await client(joiner);
    expect((await joining.request('joingame', unsent)).success).toBe(true);
    await expect.poll(() => told(spec, 'updategame')).toContain(unsent);
    expect((await joining.request('leavegame', unsent)).success).toBe(true);
    expect((await joining.request('joingame', known)).success).toBe(true);
    await expect.poll(() => told(paged, 'updategame')).toContain(known);
    expect(told(paged, 'updategame')).not.toContain(unsent);
    expect((await joining.request('leavegame', known)).success).toBe(true);

    const made = await joining.request('newgame', defaultNewGame('Joiner', 'pvp'));
    expect(made.success).toBe(true);
    await expect.poll(() => told(paged, 'newgame')).toEqual([String(made.success && made.gameId)]);
  });
});
