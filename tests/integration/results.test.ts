import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateGame } from '../../src/domain/elo';
import type {
  EloResponse,
  GameChatResponse,
  GamesResponse,
  ReplayResponse,
  StatsResponse,
  TagReportResponse,
} from '../../src/protocol/results';
import { readReplayFile, ReplayPatchWriter } from '../../src/protocol/replay-format';
import type { PatchedReplaySteps } from '../../src/protocol/replay-format';
import type { ReplayStepTag } from '../../src/protocol/results';
import type { JsonObject } from '../../src/protocol/view-patch';
import { games, replayBuilds, users } from '../../src/server/db/schema';
import { recordedGameStatsForDecks } from '../../src/server/services/decks-stats';
import { recordFinishedGame } from '../../src/server/services/game-records';
import { setReplayBuilder } from '../../src/server/services/replay/replay-builder';
import { gameRecord, insertUser, playerOf } from '../helpers/game-records';
import { databaseKinds } from '../helpers/databases';
import type { TestServer } from '../helpers/server';
import { startTestServer } from '../helpers/server';

const DAY = 24 * 60 * 60 * 1000;

/** A stand-in build: these views, written as a replay of patches. */
function patchedSteps(...steps: [ReplayStepTag, JsonObject][]): PatchedReplaySteps {
  const writer = new ReplayPatchWriter();
  for (const [tag, view] of steps) writer.add(tag, view);
  return writer.finish();
}

describe.each(await databaseKinds())('results API on %s', (kind) => {
  let test: TestServer;
  let alice: { id: number; username: string };
  let bob: { id: number; username: string };
  let carol: { id: number; username: string };
  let staff: { id: number; username: string };
  let tokens: Record<string, string>;

  async function get<T>(path: string, who?: string, headers: Record<string, string> = {}) {
    const response = await fetch(`${test.url}${path}`, {
      headers: { ...(who ? { authorization: `Bearer ${tokens[who]}` } : {}), ...headers },
    });
    const text = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      body: (text ? JSON.parse(text) : null) as T,
    };
  }

  async function user(id: number) {
    const [row] = await test.testDb.database.db.select().from(users).where(eq(users.id, id));
    if (!row) throw new Error('no user');
    return row;
  }

  beforeAll(async () => {
    test = await startTestServer(kind);
    const database = test.testDb.database;
    alice = await insertUser(database, 'Alice');
    bob = await insertUser(database, 'Bob');
    carol = await insertUser(database, 'Carol');
    staff = await insertUser(database, 'Staff', {
      permissions: { canManageGames: true, canManageTournaments: true, canModerateChat: true },
    });
    tokens = {};
    for (const u of [alice, bob, carol, staff]) {
      tokens[u.username] = await test.server.ctx.signer.signAccess({
        userId: u.id,
        username: u.username,
      });
    }
  });
  afterAll(() => test.close());

  it('moves Elo after a ranked game and not after a casual one', async () => {
    const ctx = test.server.ctx;
    await recordFinishedGame(
      ctx,
      gameRecord([playerOf(alice, 'Aradel Summergaard'), playerOf(bob, 'Coal Roarkwin')]),
    );
    expect(await user(alice.id)).toMatchObject({
      eloRating: 1500,
      rankedGamesPlayed: 0,
      gamesPlayed: 1,
    });

    const ranked = gameRecord(
      [playerOf(alice, 'Aradel Summergaard'), playerOf(bob, 'Coal Roarkwin', { wounds: 20 })],
      { gameType: 'competitive' },
    );
    const result = await recordFinishedGame(ctx, ranked);
    expect(result.created).toBe(true);
    expect(await user(alice.id)).toMatchObject({
      eloRating: 1516,
      rankedGamesPlayed: 1,
      gamesPlayed: 2,
    });
    expect(await user(bob.id)).toMatchObject({ eloRating: 1484, rankedGamesPlayed: 1 });

    // The same game reported twice counts once.
    expect((await recordFinishedGame(ctx, ranked)).created).toBe(false);
    expect(await user(alice.id)).toMatchObject({ eloRating: 1516, gamesPlayed: 2 });

    const games = await get<GamesResponse>('/api/games?gameType=competitive', 'Alice');
    expect(games.body.games).toHaveLength(1);
    expect(games.body.games[0]?.players[1]).toMatchObject({
      name: 'Bob',
      wounds: 20,
      eloBefore: 1500,
      eloAfter: 1484,
    });
  });

  it('lists only my games, filtered by period and type, newest first', async () => {
    const ctx = test.server.ctx;
    await recordFinishedGame(
      ctx,
      gameRecord([playerOf(carol, 'Jessa Na Ni'), playerOf(bob, 'Coal Roarkwin')], {
        finishedAt: new Date(Date.now() - 40 * DAY),
        startedAt: new Date(Date.now() - 40 * DAY - 3600_000),
        label: 'old one',
      }),
    );
    await recordFinishedGame(
      ctx,
      gameRecord(
        [
          playerOf(carol, 'Jessa Na Ni'),
          playerOf({ id: null, username: 'Chimera' }, 'Viros Behaviour', { level: 'H', stage: 2 }),
        ],
        { gameType: 'solo', solo: true, winner: 'Chimera', winReason: 'phoenixborn destroyed' },
      ),
    );
    const all = await get<GamesResponse>('/api/games?months=0', 'Carol');
    expect(all.body.games.map((g) => g.gameType)).toEqual(['solo', 'casual']);
    expect(all.body.games[0]?.players[1]).toMatchObject({ name: 'Chimera', level: 'H', stage: 2 });
    const lastMonth = await get<GamesResponse>('/api/games?months=1', 'Carol');
    expect(lastMonth.body.games.map((g) => g.gameType)).toEqual(['solo']);
    const casual = await get<GamesResponse>('/api/games?months=3&gameType=casual', 'Carol');
    expect(casual.body.games.map((g) => g.label)).toEqual(['old one']);
    expect((await get<GamesResponse>('/api/games', 'Alice')).body.games).toHaveLength(2);

    expect((await get('/api/games')).status).toBe(401);
    expect((await get('/api/games?months=7', 'Carol')).status).toBe(400);
    expect((await get('/api/games?gameType=ranked', 'Carol')).status).toBe(400);
  });

  it('gives stats by Phoenixborn with a Total row', async () => {
    await recordFinishedGame(
      test.server.ctx,
      gameRecord([playerOf(bob, 'Saria Guideman'), playerOf(carol, 'Jessa Na Ni')]),
    );
    const response = await get<StatsResponse>('/api/stats?months=0', 'Bob');
    expect(response.status).toBe(200);
    expect(response.body.stats).toEqual([
      { name: 'Saria Guideman', wins: 1, losses: 0, total: 1, winRate: 100 },
      { name: 'Coal Roarkwin', wins: 0, losses: 3, total: 3, winRate: 0 },
      { name: 'Total', wins: 1, losses: 3, total: 4, winRate: 25 },
    ]);
    expect(response.body.decks[1]).toMatchObject({ name: 'Coal Roarkwin deck', total: 3 });
    const ranked = await get<StatsResponse>('/api/stats?gameType=competitive', 'Bob');
    expect(ranked.body.stats.at(-1)).toMatchObject({ name: 'Total', wins: 0, total: 1 });
    const solo = await get<StatsResponse>('/api/stats?gameType=solo', 'Bob');
    expect(solo.body.stats).toEqual([]);
    expect((await get('/api/stats?months=abc', 'Bob')).status).toBe(400);
  });

  it("refuses other users' private game chat and replay, allows players and staff", async () => {
    setReplayBuilder((_ctx, replay) =>
      patchedSteps(
        ['prepare', { seed: replay.seed }],
        ...replay.commands.map((): [ReplayStepTag, JsonObject] => ['ability', { seed: 'x', n: 1 }]),
        ['end', { over: true }],
      ),
    );
    const record = gameRecord([playerOf(alice, 'Aradel'), playerOf(bob, 'Coal')], {
      saveReplay: true,
      chat: [
        { name: 'Alice', message: 'gl hf', at: new Date() },
        { name: 'Bob', message: 'you too', at: new Date() },
      ],
      replay: {
        seed: 'seed-1',
        setup: { players: ['Alice', 'Bob'] },
        commands: [{ player: 'p1', command: { type: 'concede' } }],
      },
    });
    await recordFinishedGame(test.server.ctx, record);
    const id = record.gameId;

    const chat = await get<GameChatResponse>(`/api/game/${id}/chat`, 'Bob');
    expect(chat.status).toBe(200);
    expect(chat.body.messages.map((m) => m.message)).toEqual(['gl hf', 'you too']);
    expect((await get(`/api/game/${id}/chat`, 'Carol')).status).toBe(403);
    expect((await get(`/api/game/${id}/replay/`, 'Carol')).status).toBe(403);
    expect((await get(`/api/game/${id}`, 'Carol')).status).toBe(403);
    expect((await get(`/api/game/${id}/chat`)).status).toBe(401);
    expect((await get(`/api/game/${id}/chat`, 'Staff')).status).toBe(200);

    const replay = await get<ReplayResponse>(`/api/game/${id}/replay/`, 'Alice');
    expect(replay.status).toBe(200);
    expect(replay.body.replay.version).toBe(2);
    const read = readReplayFile(replay.body);
    expect(read.steps.map((s) => s.tag)).toEqual(['prepare', 'ability', 'end']);
    expect(read.steps.map((s) => s.state)).toEqual([
      { seed: 'seed-1', messages: [] },
      { seed: 'x', n: 1, messages: [] },
      { over: true, messages: [] },
    ]);
    expect(replay.body.replay.gameId).toBe(id);
    // The board hides chain icons in some formats: the replay says which one the game had.
    expect(replay.body.replay.format).toBe('constructed');
    const etag = replay.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(replay.headers.get('cache-control')).toContain('max-age=');
    const again = await get(`/api/game/${id}/replay/`, 'Alice', { 'if-none-match': etag ?? '' });
    expect(again.status).toBe(304);

    // A public game's chat and replay are open to everyone.
    const open = gameRecord([playerOf(alice, 'Aradel'), playerOf(bob, 'Coal')], {
      isPublic: true,
      saveReplay: true,
      chat: [{ name: 'Bob', message: 'wp', at: new Date() }],
      replay: { seed: 's2', setup: {}, commands: [] },
    });
    await recordFinishedGame(test.server.ctx, open);
    expect((await get(`/api/game/${open.gameId}/chat`, 'Carol')).status).toBe(200);
    expect((await get(`/api/game/${open.gameId}/replay/`, 'Carol')).status).toBe(200);

    // No replay saved, unknown game.
    const plain = gameRecord([playerOf(alice, 'Aradel'), playerOf(bob, 'Coal')]);
    await recordFinishedGame(test.server.ctx, plain);
    expect((await get(`/api/game/${plain.gameId}/replay/`, 'Alice')).status).toBe(404);
    expect((await get('/api/game/nope/replay/', 'Alice')).status).toBe(404);
  });

  it('answers 500 when a replay cannot be rebuilt, and builds it again next time', async () => {
    const record = gameRecord([playerOf(alice, 'Aradel'), playerOf(bob, 'Coal')], {
      saveReplay: true,
      replay: { seed: 'broken', setup: {}, commands: [] },
    });
    await recordFinishedGame(test.server.ctx, record);
    setReplayBuilder(() => {
      throw new Error('engine refused');
    });
    const failed = await get<{ success: boolean; message: string }>(
      `/api/game/${record.gameId}/replay/`,
      'Alice',
    );
    expect(failed.status).toBe(500);
    expect(failed.body).toEqual({ success: false, message: 'The replay could not be rebuilt' });
    expect(failed.headers.get('etag')).toBeNull();
    setReplayBuilder(async () => patchedSteps(['prepare', {}], ['end', {}]));
    const [first, second] = await Promise.all([
      get<ReplayResponse>(`/api/game/${record.gameId}/replay/`, 'Alice'),
      get<ReplayResponse>(`/api/game/${record.gameId}/replay/`, 'Bob'),
    ]);
    expect(first.body.replay.steps.map((s) => s.tag)).toEqual(['prepare', 'end']);
    expect(second.body).toEqual(first.body);
  });

  it('builds a replay once per reader and keeps it beside the game: later downloads play nothing back', async () => {
    const record = gameRecord([playerOf(alice, 'Aradel'), playerOf(bob, 'Coal')], {
      saveReplay: true,
      replay: { seed: 'once', setup: {}, commands: [] },
    });
    await recordFinishedGame(test.server.ctx, record);
    let builds = 0;
    setReplayBuilder(() => {
      builds += 1;
      return patchedSteps(['prepare', { round: 1 }], ['end', { round: 2 }]);
    });
    const path = `/api/game/${record.gameId}/replay/`;
    const first = await get<ReplayResponse>(path, 'Alice');
    expect(first.status).toBe(200);
    expect(builds).toBe(1);
    const [row] = await test.testDb.database.db
      .select({ body: replayBuilds.body })
      .from(replayBuilds)
      .innerJoin(games, eq(games.id, replayBuilds.gameId))
      .where(eq(games.gameId, record.gameId));
    expect(row && JSON.parse(gunzipSync(row.body).toString())).toEqual(first.body);

    // The engine could not play it back now: the stored build answers anyway. (Each player's
    // replay is built for them, with their own hand: the same reader asks again.)
    setReplayBuilder(() => {
      throw new Error('engine refused');
    });
    const again = await get<ReplayResponse>(path, 'Alice');
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(builds).toBe(1);

    // A build of an older replay format is built again (and kept in the current one).
    setReplayBuilder(() => {
      builds += 1;
      return patchedSteps(['prepare', { round: 1 }], ['end', { round: 3 }]);
    });
    await test.testDb.database.db.update(replayBuilds).set({ format: 1 });
    const rebuilt = await get<ReplayResponse>(path, 'Alice');
    expect(builds).toBe(2);
    expect(readReplayFile(rebuilt.body).steps.at(-1)?.state).toEqual({ round: 3, messages: [] });
    setReplayBuilder(null);
  });

  it('shows the ladder: 6 ranked games, a ranked game in 3 months, no opt-out', async () => {
    const ctx = test.server.ctx;
    const dave = await insertUser(test.testDb.database, 'Dave');
    const erin = await insertUser(test.testDb.database, 'Erin', {
      settings: { eloOptOut: true },
    });
    const old = new Date(Date.now() - 120 * DAY);
    let daveRating = 1500;
    let erinRating = 1500;
    for (let i = 0; i < 6; i++) {
      // Five old games, then one recent: Dave wins them all.
      const finishedAt = i < 5 ? old : new Date();
      await recordFinishedGame(
        ctx,
        gameRecord([playerOf(dave, 'Maeoni Viper'), playerOf(erin, 'Noah Redmoon')], {
          gameType: 'competitive',
          finishedAt,
          startedAt: new Date(finishedAt.getTime() - 3600_000),
        }),
      );
      const r = rateGame(daveRating, erinRating);
      daveRating = r.winner;
      erinRating = r.loser;
      const ladder = await get<EloResponse>('/api/stats/elo');
      const names = ladder.body.list.map((e) => e.username);
      if (i < 5) expect(names).not.toContain('Dave');
      else expect(names).toContain('Dave');
    }
    const ladder = await get<EloResponse>('/api/stats/elo');
    // Erin has 6 ranked games too but opted out; Alice and Bob have too few.
    expect(ladder.body.list).toEqual([{ username: 'Dave', eloRating: Math.round(daveRating) }]);
    expect(Object.keys(ladder.body.list[0] ?? {}).sort()).toEqual(['eloRating', 'username']);

    // Dave's games all become older than 3 months: he drops off.
    await test.testDb.database.queryRows(
      `UPDATE games SET finished_at = now() - interval '100 days' WHERE id IN
        (SELECT game_id FROM game_players WHERE user_id = $1)`,
      [dave.id],
    );
    expect((await get<EloResponse>('/api/stats/elo')).body.list).toEqual([]);
  });

  it('reports tagged games to tournament staff only', async () => {
    const ctx = test.server.ctx;
    await recordFinishedGame(
      ctx,
      gameRecord([playerOf(alice, 'Aradel'), playerOf(carol, 'Jessa')], {
        label: 'PHX round 1',
        gameType: 'competitive',
        pairing: { tag: 'phx-r1', league: 'phx' },
      }),
    );
    await recordFinishedGame(
      ctx,
      gameRecord([playerOf(carol, 'Jessa'), playerOf(bob, 'Coal')], { label: 'phx friendly' }),
    );
    const games = await get<GamesResponse>('/api/games/PHX?months=1', 'Staff');
    expect(games.status).toBe(200);
    expect(games.body.games).toHaveLength(2);
    const paired = await get<GamesResponse>('/api/games/phx?months=0&pairings=true', 'Staff');
    expect(paired.body.games.map((g) => g.label)).toEqual(['PHX round 1']);
    expect(paired.body.games[0]?.pairing).toBe(true);
    const report = await get<TagReportResponse>('/api/games/report/PHX?months=0', 'Staff');
    expect(report.body.report).toEqual([
      { name: 'Alice', count: 1, wins: 1 },
      { name: 'Carol', count: 2, wins: 1 },
      { name: 'Bob', count: 1, wins: 0 },
    ]);
    expect((await get('/api/games/report/PHX', 'Alice')).status).toBe(403);
    expect((await get('/api/games/PHX', 'Alice')).status).toBe(403);
    expect((await get<GamesResponse>('/api/games/nothing', 'Staff')).body.games).toEqual([]);
  });

  it('counts games and wins per deck for the decks list', async () => {
    const ctx = test.server.ctx;
    const withDeck = (user: typeof alice, deckId: number) =>
      playerOf(user, 'Aradel Summergaard', {
        deck: { id: deckId, name: `Deck ${deckId}`, phoenixborn: 'Aradel', phoenixbornStub: null },
      });
    await recordFinishedGame(ctx, gameRecord([withDeck(alice, 9001), withDeck(bob, 9002)]));
    await recordFinishedGame(ctx, gameRecord([withDeck(bob, 9002), withDeck(alice, 9001)]));
    await recordFinishedGame(ctx, gameRecord([withDeck(alice, 9001), withDeck(bob, 9003)]));
    const stats = await recordedGameStatsForDecks(ctx.database.db, [9001, 9002, 9003, 9004]);
    expect(Object.fromEntries(stats)).toEqual({
      9001: { played: 3, wins: 2 },
      9002: { played: 2, wins: 1 },
      9003: { played: 1, wins: 0 },
      9004: { played: 0, wins: 0 },
    });
  });
});
