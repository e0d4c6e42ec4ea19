import { shapeProblem } from './schema-shape';
import type { FastifyInstance, FastifyReply } from 'fastify';
import * as yup from 'yup';
import { LEAGUES } from '../../protocol/lobby';
import type { League } from '../../protocol/lobby';
import { requirePermission } from '../auth/guard';
import type { ServerContext } from '../context';
import { LeagueStore } from '../lobby/league-store';

const nameSchema = yup.string().trim().required().min(1).max(64);

/** POST /api/league/{tag}/pairings: one round of one league, replacing that tag's pairings. */
export const loadRoundSchema = yup
  .object({
    league: yup.string().oneOf(LEAGUES, 'league must be phx or ffl').required('league is required'),
    pairings: yup
      .array(
        yup.object({
          player1: nameSchema,
          player2: nameSchema,
          ashtableP1: nameSchema,
          ashtableP2: nameSchema,
        }),
      )
      .required('pairings are required')
      .max(500),
  })
  .noUnknown();

export const TAG_PATTERN = /^[\w .:#-]{1,40}$/;

function fail(reply: FastifyReply, code: number, message: string) {
  return reply.code(code).send({ success: false, message });
}

/** League pairings (lobby-and-results.md sections 2 and 7); rounds are loaded by staff. */
export function registerLeagueRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const store = new LeagueStore(ctx.database.db);

  app.get('/api/league/pairings', async () => ({ success: true, ...(await store.grouped()) }));

  app.get('/api/league/:tag/pairings', async (request, reply) => {
    const { tag } = request.params as { tag: string };
    if (!TAG_PATTERN.test(tag)) return fail(reply, 400, 'Invalid tag');
    return { success: true, pairings: await store.byTag(tag) };
  });

  app.post('/api/league/:tag/pairings', async (request, reply) => {
    if (!requirePermission(request, reply, 'canManageTournaments')) return reply;
    const { tag } = request.params as { tag: string };
    if (!TAG_PATTERN.test(tag)) return fail(reply, 400, 'Invalid tag');
    let body: yup.InferType<typeof loadRoundSchema>;
    const wrongType = shapeProblem(loadRoundSchema, request.body);
    if (wrongType) return fail(reply, 400, wrongType);
    try {
      body = await loadRoundSchema.validate(request.body ?? null, { abortEarly: true });
    } catch (error) {
      if (error instanceof yup.ValidationError)
        return fail(reply, 400, error.errors[0] ?? 'Invalid');
      throw error;
    }
    const league: League = body.league;
    const pairings = await store.loadRound(league, tag, body.pairings);
    return { success: true, pairings };
  });
}
