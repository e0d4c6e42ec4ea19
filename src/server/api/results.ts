import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { statsTable } from '../../domain/stats';
import type {
  EloResponse,
  GameChatResponse,
  GameResponse,
  GamesResponse,
  ReplayResponse,
  StatsResponse,
  TagReportResponse,
} from '../../protocol/results';
import { parseResultsQuery } from '../../protocol/results';
import { requirePermission, requireUser } from '../auth/guard';
import type { RequestUser } from '../auth/guard';
import type { ServerContext } from '../context';
import { gameMessages, replays } from '../db/schema';
import { patchedReplay } from '../../protocol/replay-format';
import { replayBuilder } from '../services/replay/replay-builder';
import { readReplayBuild, saveReplayBuild } from '../services/replay/replay-store';
import type { StoredGame } from '../services/results-queries';
import {
  eloLadder,
  findGame,
  findGames,
  ownOutcomes,
  tagReport,
} from '../services/results-queries';

/**
 * Bumped when the shape of a replay changes, so replays built before are built again and
 * browsers fetch them again (4: steps as patches, protocol/replay-format.ts).
 */
const REPLAY_FORMAT = 4;
/** Finished games never change: browsers may keep a replay for a day. */
const REPLAY_MAX_AGE_SECONDS = 24 * 60 * 60;
const MAX_TAG_LENGTH = 64;
const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);
const MAX_GAME_ID_LENGTH = 100;

type Query = Record<string, unknown>;
type StoredReplayRow = typeof replays.$inferSelect;
type Params = Record<string, string | undefined>;

function fail(reply: FastifyReply, code: number, message: string) {
  return reply.code(code).send({ success: false, message });
}

function isStaff(user: RequestUser | null): boolean {
  return user?.permissions.canManageGames === true;
}

/** Players of a game, staff with canManageGames, or anyone when the game is public. */
function mayReadPrivateParts(user: RequestUser | null, game: StoredGame): boolean {
  if (game.record.isPublic || isStaff(user)) return true;
  return user !== null && game.playerIds.includes(user.id);
}

function mayReadRecord(user: RequestUser | null, game: StoredGame): boolean {
  return mayReadPrivateParts(user, game) || user?.permissions.canManageTournaments === true;
}

function parseTag(raw: string | undefined): string | null {
  const tag = (raw ?? '').trim();
  return tag.length > 0 && tag.length <= MAX_TAG_LENGTH ? tag : null;
}

function parseFlag(raw: unknown): boolean {
  return raw === 'true' || raw === '1' || raw === true;
}

/**
 * Results, stats, the Elo ladder, tagged games, a game's record, chat and replay, and chat
 * moderation: GET /api/games, /api/games/{tag}, /api/games/report/{tag}, /api/stats,
 * /api/stats/elo, /api/game/{id}, /api/game/{id}/chat and /api/game/{id}/replay/.
 */
export function registerResultRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const { db } = ctx.database;
  /** Replays being read or built, by ETag: requests that come meanwhile wait for the same one. */
  const pendingReplays = new Map<string, Promise<Buffer>>();

  /** Loads the game of :id, answering 404/403 itself; null when it did. */
  async function readableGame(
    request: FastifyRequest,
    reply: FastifyReply,
    privatePart: boolean,
  ): Promise<StoredGame | null> {
    const id = (request.params as Params).id ?? '';
    if (id.length === 0 || id.length > MAX_GAME_ID_LENGTH) {
      void fail(reply, 404, 'Game not found');
      return null;
    }
    const game = await findGame(db, id);
    if (!game) {
      void fail(reply, 404, 'Game not found');
      return null;
    }
    const allowed = privatePart
      ? mayReadPrivateParts(request.user, game)
      : mayReadRecord(request.user, game);
    if (!allowed) {
      void fail(reply, request.user ? 403 : 401, 'You are not allowed to view this game');
      return null;
    }
    return game;
  }

  app.get('/api/games', async (request, reply) => {
    const user = requireUser(request, reply);
    if (!user) return reply;
    const query = parseResultsQuery(request.query as Query);
    if (!query.ok) return fail(reply, 400, query.message);
    const games = await findGames(db, { ...query.value, userId: user.id });
    const body: GamesResponse = { success: true, games };
    return body;
  });

  /**
   * The games of a tag (tournament staff only) for the period and pairings switch of the
   * query; null once the reply has been sent.
   */
  async function taggedGames(request: FastifyRequest, reply: FastifyReply) {
    if (!requirePermission(request, reply, 'canManageTournaments')) return null;
    const tag = parseTag((request.params as Params).tag);
    if (!tag) {
      void fail(reply, 400, 'A tag of 1 to 64 characters is required');
      return null;
    }
    const query = request.query as Query;
    const period = parseResultsQuery({ months: query.months });
    if (!period.ok) {
      void fail(reply, 400, period.message);
      return null;
    }
    return findGames(db, {
      months: period.value.months,
      tag,
      pairingsOnly: parseFlag(query.pairings),
    });
  }

  app.get('/api/games/report/:tag', async (request, reply) => {
    const games = await taggedGames(request, reply);
    if (!games) return reply;
    const body: TagReportResponse = { success: true, report: tagReport(games) };
    return body;
  });

  app.get('/api/games/:tag', async (request, reply) => {
    const games = await taggedGames(request, reply);
    if (!games) return reply;
    const body: GamesResponse = { success: true, games };
    return body;
  });

  app.get('/api/stats', async (request, reply) => {
    const user = requireUser(request, reply);
    if (!user) return reply;
    const query = parseResultsQuery(request.query as Query);
    if (!query.ok) return fail(reply, 400, query.message);
    const outcomes = await ownOutcomes(db, user.id, query.value.months, query.value.gameType);
    const body: StatsResponse = {
      success: true,
      stats: statsTable(outcomes.map((o) => ({ name: o.phoenixborn, won: o.won }))),
      decks: statsTable(outcomes.map((o) => ({ name: o.deckName, won: o.won }))),
    };
    return body;
  });

  app.get('/api/stats/elo', async () => {
    const body: EloResponse = { success: true, list: await eloLadder(db) };
    return body;
  });

  app.get('/api/game/:id', async (request, reply) => {
    const game = await readableGame(request, reply, false);
    if (!game) return reply;
    const body: GameResponse = { success: true, game: game.record };
    return body;
  });

  app.get('/api/game/:id/chat', async (request, reply) => {
    const game = await readableGame(request, reply, true);
    if (!game) return reply;
    const rows = await db
      .select()
      .from(gameMessages)
      .where(eq(gameMessages.gameId, game.id))
      .orderBy(gameMessages.sentAt, gameMessages.id);
    const body: GameChatResponse = {
      success: true,
      messages: rows.map((row) => ({
        id: row.id,
        name: row.name,
        // A moderated message keeps its place but not its text.
        message: row.deleted ? '' : row.message,
        at: row.sentAt.toISOString(),
        deleted: row.deleted,
        deletedBy: row.deletedBy,
      })),
    };
    return body;
  });

  /**
   * The gzipped answer for a saved replay: built in an earlier request (kept in the database),
   * else played back from its command log now and kept for the next one.
   */
  async function storedOrBuiltReplay(game: StoredGame, stored: StoredReplayRow): Promise<Buffer> {
    const built = await readReplayBuild(db, game.id, REPLAY_FORMAT);
    if (built) return built;
    const steps = await replayBuilder()(ctx, {
      seed: stored.seed,
      setup: stored.setup,
      commands: stored.commands,
    });
    const body: ReplayResponse = {
      success: true,
      replay: patchedReplay(
        {
          gameId: game.record.gameId,
          name: game.record.name,
          players: game.record.players.map((p) => p.name),
          format: game.record.gameFormat,
        },
        steps,
      ),
    };
    const gzipped = await gzipAsync(JSON.stringify(body));
    await saveReplayBuild(db, game.id, REPLAY_FORMAT, gzipped);
    return gzipped;
  }

  const replayHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    const game = await readableGame(request, reply, true);
    if (!game) return reply;
    const [stored] = await db.select().from(replays).where(eq(replays.gameId, game.id));
    if (!stored) return fail(reply, 404, 'No replay was saved for this game');
    // A replay is built once and kept: it changes with its format, not with the server's version.
    const etag = `"${createHash('sha256')
      .update([REPLAY_FORMAT, game.record.gameId, stored.createdAt.toISOString()].join('|'))
      .digest('base64url')
      .slice(0, 27)}"`;
    void reply
      .header('ETag', etag)
      .header('Cache-Control', `private, max-age=${REPLAY_MAX_AGE_SECONDS}`)
      .header('Vary', 'Authorization, Accept-Encoding');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    let pending = pendingReplays.get(etag);
    if (!pending) {
      pending = storedOrBuiltReplay(game, stored);
      pendingReplays.set(etag, pending);
      const done = () => pendingReplays.delete(etag);
      pending.then(done, done);
    }
    let gzipped: Buffer;
    try {
      gzipped = await pending;
    } catch (error) {
      ctx.logger.error({ err: error, gameId: game.record.gameId }, 'replay rebuild failed');
      void reply.removeHeader('ETag').header('Cache-Control', 'no-store');
      return fail(reply, 500, 'The replay could not be rebuilt');
    }
    void reply.type('application/json; charset=utf-8');
    // Built and stored gzipped: sent as it is to every browser (all accept gzip).
    if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      return reply.header('Content-Encoding', 'gzip').send(gzipped);
    }
    return reply.send(await gunzipAsync(gzipped));
  };
  app.get('/api/game/:id/replay', replayHandler);
  app.get('/api/game/:id/replay/', replayHandler);
}
