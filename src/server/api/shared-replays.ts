/**
 * Shared replays and favourite games: GET /api/game/{id}/shared-replay (anyone, when the
 * game's players shared it), PUT and DELETE /api/game/{id}/star, GET /api/replays/starred
 * and GET /api/replays/famous (the Famous games list, anyone).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type {
  FamousGamesResponse,
  StarredResponse,
  StarResponse,
} from '../../protocol/shared-replays';
import { FAMOUS_GAMES_LIMIT } from '../../protocol/shared-replays';
import { requireUser } from '../auth/guard';
import type { RequestUser } from '../auth/guard';
import type { ServerContext } from '../context';
import { famousGames, setStar, starredGameIds } from '../services/replay-stars';
import type { StoredGame } from '../services/results-queries';
import { replaySender } from './replay-answer';
import { mayReadPrivateParts, requestedGame } from './results';

export const GAME_NOT_FOUND = 'Game not found';
export const NO_REPLAY = 'No replay was saved for this game';
export const NOT_SHARED = 'The players of this game have not shared its replay';

function fail(reply: FastifyReply, code: number, message: string) {
  return reply.code(code).send({ success: false, message });
}

/** The finished game of :id with a saved replay; answers 404 itself and gives null. */
async function gameWithReplay(
  ctx: ServerContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<StoredGame | null> {
  const game = await requestedGame(ctx.database.db, request);
  if (!game) {
    void fail(reply, 404, GAME_NOT_FOUND);
    return null;
  }
  if (!game.record.saveReplay) {
    void fail(reply, 404, NO_REPLAY);
    return null;
  }
  return game;
}

/** Who may star a replay: whoever may watch it, by its link or as the players' own. */
function mayView(user: RequestUser, game: StoredGame): boolean {
  return game.record.replayShared || mayReadPrivateParts(user, game);
}

export function registerSharedReplayRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const { db } = ctx.database;
  const sendReplay = replaySender(ctx);

  app.get('/api/game/:id/shared-replay', async (request, reply) => {
    const game = await gameWithReplay(ctx, request, reply);
    if (!game) return reply;
    if (!game.record.replayShared) return fail(reply, 403, NOT_SHARED);
    return sendReplay(request, reply, game, { kind: 'shared', hands: game.replayHands });
  });

  const star = (starred: boolean) => async (request: FastifyRequest, reply: FastifyReply) => {
    const user = requireUser(request, reply);
    if (!user) return reply;
    const game = await gameWithReplay(ctx, request, reply);
    if (!game) return reply;
    if (!mayView(user, game)) return fail(reply, 403, 'You are not allowed to view this game');
    const body: StarResponse = {
      success: true,
      gameId: game.record.gameId,
      starred,
      stars: await setStar(db, user.id, game.id, starred),
    };
    return body;
  };
  app.put('/api/game/:id/star', star(true));
  app.delete('/api/game/:id/star', star(false));

  app.get('/api/replays/starred', async (request, reply) => {
    const user = requireUser(request, reply);
    if (!user) return reply;
    const body: StarredResponse = { success: true, gameIds: await starredGameIds(db, user.id) };
    return body;
  });

  app.get('/api/replays/famous', async () => {
    const body: FamousGamesResponse = {
      success: true,
      games: await famousGames(db, FAMOUS_GAMES_LIMIT),
    };
    return body;
  });
}
