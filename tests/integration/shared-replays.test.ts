import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReplayPatchWriter, readReplayFile } from '../../src/protocol/replay-format';
import type { ReplayResponse } from '../../src/protocol/results';
import type {
  FamousGamesResponse,
  StarredResponse,
  StarResponse,
} from '../../src/protocol/shared-replays';
import { games } from '../../src/server/db/schema';
import { recordFinishedGame } from '../../src/server/services/game-records';
import type { SharedBuild } from '../../src/server/services/replay/replay-builder';
import { setReplayBuilder } from '../../src/server/services/replay/replay-builder';
import { databaseKinds } from '../helpers/databases';
import { gameRecord, insertUser, playerOf } from '../helpers/game-records';
import type { TestServer } from '../helpers/server';
import { startTestServer } from '../helpers/server';

type Who = 'Alice' | 'Bob' | 'Carol' | null;

/**
 * Shared replays and favourite games through the API: the players' profile settings when a
 * game ends decide whether anyone may watch it by its link and whose hands it shows.
 */
describe.each(await databaseKinds())('shared replays API on %s', (kind) => {
  let test: TestServer;
  const users: Record<string, { id: number; username: string }> = {};
  const tokens: Record<string, string> = {};
  /** What each build was asked for: the players' own replay or a shared one with hands. */
  const builds: (SharedBuild | undefined)[] = [];

  async function call<T>(method: string, path: string, who: Who, body?: unknown) {
    const response = await fetch(`${test.url}${path}`, {
      method,
      headers: {
        ...(who ? { authorization: `Bearer ${tokens[who]}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, text, body: (text ? JSON.parse(text) : null) as T };
  }

  async function saveSettings(who: 'Alice' | 'Bob', settings: Record<string, boolean>) {
    const user = users[who];
    if (!user) throw new Error('no user');
    const saved = await call<{ success: boolean }>('PUT', `/api/account/${who}`, who, {
      data: { username: who, email: `${who.toLowerCase()}@example.test`, settings },
    });
    expect(saved.status).toBe(200);
  }

  /** A game of Alice and Bob with a saved replay, recorded as the game node does. */
  async function finishedGame(fields: { seed?: string; isPublic?: boolean } = {}) {
    const alice = users.Alice;
    const bob = users.Bob;
    if (!alice || !bob) throw new Error('no users');
    const record = gameRecord([playerOf(alice, 'Aradel'), playerOf(bob, 'Coal Roarkwin')], {
      gameType: 'competitive',
      saveReplay: true,
      isPublic: fields.isPublic ?? false,
      replay: { seed: fields.seed ?? 'secret-seed-1234', setup: {}, commands: [] },
    });
    await recordFinishedGame(test.server.ctx, record);
    return record.gameId;
  }

  beforeAll(async () => {
    test = await startTestServer(kind);
    for (const name of ['Alice', 'Bob', 'Carol']) {
      const user = await insertUser(test.testDb.database, name);
      users[name] = user;
      tokens[name] = await test.server.ctx.signer.signAccess({
        userId: user.id,
        username: user.username,
      });
    }
    // A stand-in for the engine: two steps, telling what it was asked to build.
    setReplayBuilder((_ctx, _replay, shared) => {
      builds.push(shared);
      const writer = new ReplayPatchWriter();
      writer.add('prepare', { round: 1, hands: [...(shared?.hands ?? [])] });
      writer.add('end', { round: 2, hands: [...(shared?.hands ?? [])] });
      return writer.finish();
    });
  });
  afterAll(async () => {
    setReplayBuilder(null);
    await test.close();
  });

  it('shares a new game by default, with no hands, to a logged-out viewer', async () => {
    const gameId = await finishedGame();
    const record = await call<{ game: { replayShared: boolean } }>(
      'GET',
      `/api/game/${gameId}`,
      'Alice',
    );
    expect(record.body.game.replayShared).toBe(true);

    builds.length = 0;
    const shared = await call<ReplayResponse>('GET', `/api/game/${gameId}/shared-replay`, null);
    expect(shared.status).toBe(200);
    expect(builds).toEqual([{ hands: [] }]);
    const replay = readReplayFile(shared.body);
    expect(replay.gameId).toBe(gameId);
    expect(replay.steps.map((s) => s.tag)).toEqual(['prepare', 'end']);
    // Nothing from which hidden cards could be worked out: the seed never goes out.
    expect(shared.text).not.toContain('secret-seed-1234');
    expect(shared.text).not.toContain('"seed"');

    // The shared build is kept apart from the players' own replays: each sees their own hand.
    const own = await call<ReplayResponse>('GET', `/api/game/${gameId}/replay/`, 'Alice');
    expect(own.status).toBe(200);
    expect(builds).toEqual([{ hands: [] }, { hands: ['Alice'], player: 'Alice' }]);
    expect(readReplayFile(own.body).steps[0]?.state).toMatchObject({ hands: ['Alice'] });
    const bobs = await call<ReplayResponse>('GET', `/api/game/${gameId}/replay/`, 'Bob');
    expect(readReplayFile(bobs.body).steps[0]?.state).toMatchObject({ hands: ['Bob'] });
    expect(builds).toHaveLength(3);
    // All are kept: asking again plays nothing back.
    await call('GET', `/api/game/${gameId}/shared-replay`, 'Carol');
    await call('GET', `/api/game/${gameId}/replay/`, 'Bob');
    await call('GET', `/api/game/${gameId}/replay/`, 'Alice');
    expect(builds).toHaveLength(3);
  });

  it('shows the hand only of the players who allowed it', async () => {
    await saveSettings('Alice', { showHandInReplays: true });
    const gameId = await finishedGame();
    builds.length = 0;
    const shared = await call<ReplayResponse>('GET', `/api/game/${gameId}/shared-replay`, null);
    expect(shared.status).toBe(200);
    expect(builds).toEqual([{ hands: ['Alice'] }]);
    expect(readReplayFile(shared.body).steps[0]?.state).toMatchObject({ hands: ['Alice'] });
    // Her opponent's own replay shows his hand and the one she shared, nobody else's.
    builds.length = 0;
    await call('GET', `/api/game/${gameId}/replay/`, 'Bob');
    expect(builds).toEqual([{ hands: ['Bob', 'Alice'], player: 'Bob' }]);
    await saveSettings('Alice', { showHandInReplays: false });
  });

  it("gives a reader of a public game who did not play in it the spectator's replay, no hand", async () => {
    await saveSettings('Alice', { showHandInReplays: true });
    const gameId = await finishedGame({ isPublic: true });
    builds.length = 0;
    const carols = await call<ReplayResponse>('GET', `/api/game/${gameId}/replay/`, 'Carol');
    expect(carols.status).toBe(200);
    expect(builds).toEqual([undefined]);
    expect(readReplayFile(carols.body).steps[0]?.state).toMatchObject({ hands: [] });
    // Its players still get their own, apart from it.
    await call('GET', `/api/game/${gameId}/replay/`, 'Alice');
    expect(builds).toEqual([undefined, { hands: ['Alice'], player: 'Alice' }]);
    await saveSettings('Alice', { showHandInReplays: false });
  });

  it('refuses a game one player did not share, and unknown games, with a message', async () => {
    await saveSettings('Bob', { shareReplays: false });
    const gameId = await finishedGame();
    builds.length = 0;
    for (const who of [null, 'Carol', 'Alice'] as const) {
      const refused = await call('GET', `/api/game/${gameId}/shared-replay`, who);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({
        success: false,
        message: 'The players of this game have not shared its replay',
      });
    }
    expect(builds).toEqual([]);
    // Its players still watch it as their own replay; others may not.
    expect((await call('GET', `/api/game/${gameId}/replay/`, 'Alice')).status).toBe(200);
    expect((await call('GET', `/api/game/${gameId}/replay/`, null)).status).toBe(401);

    const unknown = await call('GET', '/api/game/no-such-game/shared-replay', null);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ success: false, message: 'Game not found' });
    const alice = users.Alice;
    const bob = users.Bob;
    if (!alice || !bob) throw new Error('no users');
    const noReplay = gameRecord([playerOf(alice, 'Aradel'), playerOf(bob, 'Coal Roarkwin')]);
    await recordFinishedGame(test.server.ctx, noReplay);
    const missing = await call('GET', `/api/game/${noReplay.gameId}/shared-replay`, null);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ success: false, message: 'No replay was saved for this game' });
    await saveSettings('Bob', { shareReplays: true });
  });

  it('keeps what the players chose when the game ended', async () => {
    const gameId = await finishedGame();
    await saveSettings('Bob', { shareReplays: false });
    expect((await call('GET', `/api/game/${gameId}/shared-replay`, null)).status).toBe(200);
    await saveSettings('Bob', { shareReplays: true });
  });

  it('refuses a setting that is not a yes or no, changing nothing', async () => {
    const refused = await call<{ message: string }>('PUT', '/api/account/Alice', 'Alice', {
      data: { username: 'Alice', email: 'alice@example.test', settings: { shareReplays: 'no' } },
    });
    expect(refused.status).toBe(400);
    const gameId = await finishedGame();
    expect((await call('GET', `/api/game/${gameId}/shared-replay`, null)).status).toBe(200);
  });

  it('stars and unstars replays the user may watch; anonymous users may not', async () => {
    const gameId = await finishedGame();
    const path = `/api/game/${gameId}/star`;
    expect((await call('PUT', path, null)).status).toBe(401);
    const starred = await call<StarResponse>('PUT', path, 'Carol');
    expect(starred.status).toBe(200);
    expect(starred.body).toEqual({ success: true, gameId, starred: true, stars: 1 });
    // Starring twice is starring once.
    expect((await call<StarResponse>('PUT', path, 'Carol')).body.stars).toBe(1);
    expect((await call<StarResponse>('PUT', path, 'Alice')).body.stars).toBe(2);
    const mine = await call<StarredResponse>('GET', '/api/replays/starred', 'Carol');
    expect(mine.body.gameIds).toContain(gameId);
    const unstarred = await call<StarResponse>('DELETE', path, 'Carol');
    expect(unstarred.body).toEqual({ success: true, gameId, starred: false, stars: 1 });
    const after = await call<StarredResponse>('GET', '/api/replays/starred', 'Carol');
    expect(after.body.gameIds).not.toContain(gameId);
    expect((await call('GET', '/api/replays/starred', null)).status).toBe(401);

    // A game Carol may not watch (not shared, not hers) cannot be starred by her.
    await saveSettings('Bob', { shareReplays: false });
    const closed = await finishedGame();
    await saveSettings('Bob', { shareReplays: true });
    const refused = await call('PUT', `/api/game/${closed}/star`, 'Carol');
    expect(refused.status).toBe(403);
    expect((await call<StarResponse>('PUT', `/api/game/${closed}/star`, 'Bob')).status).toBe(200);
    expect((await call('PUT', '/api/game/no-such-game/star', 'Carol')).status).toBe(404);
  });

  it('lists the most-starred shared replays as Famous games, for anyone', async () => {
    const few = await finishedGame();
    const most = await finishedGame();
    await saveSettings('Bob', { shareReplays: false });
    const hidden = await finishedGame();
    await saveSettings('Bob', { shareReplays: true });
    for (const who of ['Alice', 'Bob', 'Carol'] as const) {
      await call('PUT', `/api/game/${most}/star`, who);
    }
    await call('PUT', `/api/game/${few}/star`, 'Carol');
    // Starred by its players, but not shared: never famous.
    for (const who of ['Alice', 'Bob'] as const) await call('PUT', `/api/game/${hidden}/star`, who);

    const famous = await call<FamousGamesResponse>('GET', '/api/replays/famous', null);
    expect(famous.status).toBe(200);
    const ids = famous.body.games.map((g) => g.gameId);
    expect(ids).not.toContain(hidden);
    expect(ids.indexOf(most)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(most)).toBeLessThan(ids.indexOf(few));
    const stars = famous.body.games.map((g) => g.stars);
    expect(stars).toEqual([...stars].sort((x, y) => y - x));
    const top = famous.body.games.find((g) => g.gameId === most);
    expect(top).toMatchObject({
      stars: 3,
      players: [
        { name: 'Alice', deckName: 'Aradel deck', phoenixborn: 'Aradel' },
        { name: 'Bob', deckName: 'Coal Roarkwin deck', phoenixborn: 'Coal Roarkwin' },
      ],
    });
    expect(Number.isNaN(Date.parse(top?.finishedAt ?? ''))).toBe(false);
  });

  it('records games that ended before this feature as not shared', async () => {
    const gameId = await finishedGame();
    await test.testDb.database.db
      .update(games)
      .set({ replayShared: false })
      .where(eq(games.gameId, gameId));
    expect((await call('GET', `/api/game/${gameId}/shared-replay`, null)).status).toBe(403);
  });
});
