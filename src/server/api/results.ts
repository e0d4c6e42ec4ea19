import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { statsTable } from '../../domain/stats';
import type {
  EloResponse,
  GameChatResponse,
  GameResponse,
  GamesResponse,
  StatsResponse,
  TagReportResponse,
} from '../../protocol/results';
import { parseResultsQuery } from '../../protocol/results';
import { requirePermission, requireUser } from '../auth/guard';
import type { RequestUser } from '../auth/guard';
import type { ServerContext } from '../context';
import { gameMessages } from '../db/schema';
import type { Db } from '../db/client';
import { replaySender } from './replay-answer';
import type { ReplayKind } from './replay-answer';
import type { StoredGame } from '../services/results-queries';
import {
  eloLadder,
  findGame,
  findGames,
  ownOutcomes,
  tagReport,
} from '../services/results-queries';

const MAX_TAG_LENGTH = 64;
const MAX_GAME_ID_LENGTH = 100;

type Query = Record<string, unknown>;
type Params = Record<string, string | undefined>;

/** The game named by the route's :id, or null for an unknown or impossible id. */
export async function requestedGame(db: Db, request: FastifyRequest): Promise<StoredGame | null> {
  const id = (request.params as Params).id ?? '';
  if (id.length === 0 || id.length > MAX_GAME_ID_LENGTH) return null;
  return findGame(db, id);
}

function fail(reply: FastifyReply, code: number, message: string) {
  return reply.code(code).send({ success: false, message });
}

function isStaff(user: RequestUser | null): boolean {
  return user?.permissions.canManageGames === true;
}

/** Players of a game, staff with canManageGames, or anyone when the game is public. */
export function mayReadPrivateParts(user: RequestUser | null, game: StoredGame): boolean {
  if (game.record.isPublic || isStaff(user)) return true;
  return user !== null && game.playerIds.includes(user.id);
}

/**
 * Which replay a reader of a game's replay gets: one of its players sees their own hand (and
 * the hands its shared replay shows, if it is shared); anyone else what a spectator saw.
 */
export function replayKindFor(user: RequestUser | null, game: StoredGame): ReplayKind {
  const seat = user && game.playerIds.includes(user.id) ? user.username : null;
  if (!seat || !game.record.players.some((p) => p.name === seat)) return { kind: 'full' };
  const shared = game.record.replayShared ? game.replayHands : [];
  return { kind: 'player', name: seat, hands: [seat, ...shared.filter((n) => n !== seat)] };
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
  const sendReplay = replaySender(ctx);

  /** Loads the game of :id, answering 404/403 itself; null when it did. */
  async function readableGame(
    request: FastifyRequest,
    reply: FastifyReply,
    privatePart: boolean,
  ): Promise<StoredGame | null> {
    const game = await requestedGame(db, request);
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

  const replayHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    const game = await readableGame(request, reply, true);
    if (!game) return reply;
    return sendReplay(request, reply, game, replayKindFor(request.user, game));
  };
  app.get('/api/game/:id/replay', replayHandler);
  app.get('/api/game/:id/replay/', replayHandler);
}
