/**
 * "Play from here": POST /api/game/{id}/fork starts a practice game from a step of the game's
 * replay (protocol/replay-fork.ts). Whoever may watch that replay may fork it: the players'
 * own replay under the results rules, the shared one when its players shared it.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import * as yup from 'yup';
import { computerPlayerName, GAME_NAME_MAX } from '../../protocol/lobby';
import { FORK_TEXTS } from '../../protocol/replay-fork';
import { forkRequestSchema } from '../../protocol/replay-fork-schema';
import type { ForkRequest, ForkResponse } from '../../protocol/replay-fork';
import { requireUser } from '../auth/guard';
import type { ServerContext } from '../context';
import { replays } from '../db/schema';
import { lobbyOf } from '../lobby';
import { Refusal, TEXTS } from '../lobby/refusal';
import { forkFromReplay } from '../services/replay/replay-fork';
import { shapeProblem } from './schema-shape';
import { mayReadPrivateParts, requestedGame } from './results';
import { GAME_NOT_FOUND, NO_REPLAY } from './shared-replays';

function fail(reply: FastifyReply, code: number, message: string) {
  return reply.code(code).send({ success: false, message });
}

/** The request body, or null once a 400 went out. */
async function forkRequest(body: unknown, reply: FastifyReply): Promise<ForkRequest | null> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    void fail(reply, 400, 'The request body must be a JSON object');
    return null;
  }
  const wrongType = shapeProblem(forkRequestSchema, body);
  if (wrongType) {
    void fail(reply, 400, wrongType);
    return null;
  }
  try {
    return await forkRequestSchema.validate(body, { abortEarly: true, stripUnknown: true });
  } catch (error) {
    if (error instanceof yup.ValidationError) {
      void fail(reply, 400, error.errors[0] ?? 'Invalid request');
      return null;
    }
    throw error;
  }
}

export function registerReplayForkRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const { db } = ctx.database;

  app.post('/api/game/:id/fork', async (request, reply) => {
    const user = requireUser(request, reply);
    if (!user) return reply;
    const body = await forkRequest(request.body, reply);
    if (!body) return reply;
    const game = await requestedGame(db, request);
    if (!game) return fail(reply, 404, GAME_NOT_FOUND);
    if (!game.record.saveReplay) return fail(reply, 404, NO_REPLAY);
    const shared = body.replay === 'shared';
    if (shared && !game.record.replayShared) return fail(reply, 403, FORK_TEXTS.notShared);
    if (!shared && !mayReadPrivateParts(user, game)) return fail(reply, 403, FORK_TEXTS.notAllowed);
    const [stored] = await db.select().from(replays).where(eq(replays.gameId, game.id));
    if (!stored) return fail(reply, 404, NO_REPLAY);
    const lobby = lobbyOf(ctx);
    if (!lobby) return fail(reply, 503, FORK_TEXTS.noLobby);
    // Checked again as the game starts; here it spares playing the replay back for nothing.
    if (lobby.service.gameOf(user.id)) return fail(reply, 409, TEXTS.alreadyInGame);

    const forked = await forkFromReplay(
      ctx,
      {
        gameId: game.record.gameId,
        name: game.record.name,
        replay: { seed: stored.seed, setup: stored.setup, commands: stored.commands },
        sharedHands: shared ? game.replayHands : null,
      },
      {
        step: body.step,
        seat: body.seat,
        player: user.username,
        computer: computerPlayerName(body.opponent),
      },
    );
    if (!forked.ok) return fail(reply, 409, forked.error);
    try {
      const gameId = await lobby.service.startForkedPractice({
        userId: user.id,
        opponent: body.opponent,
        name: `${game.record.name} from step ${body.step}`.slice(0, GAME_NAME_MAX),
        fork: forked.setup,
      });
      ctx.logger.info(
        { gameId, from: game.record.gameId, step: body.step, user: user.username },
        'Practice game forked from a replay step',
      );
      const answer: ForkResponse = { success: true, gameId };
      return answer;
    } catch (error) {
      if (error instanceof Refusal) return fail(reply, 409, error.message);
      throw error;
    }
  });
}
