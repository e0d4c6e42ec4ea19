import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { linkPatreonSchema, patreonStatus } from '../../protocol/account';
import { requireUser } from '../auth/guard';
import type { ServerContext } from '../context';
import { supporterLinks, users } from '../db/schema';
import { findUserById, toClientUser } from '../services/accounts';
import { accountServices, fail, validate } from './account-helpers';

/** Linking the supporter-service account (section 4 "Supporter link"). */
export function registerPatreonRoutes(app: FastifyInstance, ctx: ServerContext) {
  const { db } = ctx.database;
  const { patreon } = accountServices(ctx);

  /** Where Link Account sends the browser; null while the service is not configured. */
  app.get('/api/account/patreon', async () => ({ success: true, url: patreon.authorizeUrl() }));

  app.post('/api/account/linkPatreon', async (request, reply) => {
    const me = requireUser(request, reply);
    if (!me) return reply;
    const body = await validate(linkPatreonSchema, request.body, reply);
    if (!body) return reply;
    if (!patreon.enabled) return fail(reply, 400, 'The supporter service is not configured.');
    let identity;
    try {
      identity = await patreon.link(body.code);
    } catch (error) {
      ctx.logger.warn({ err: error }, 'Supporter link failed');
      return fail(reply, 400, 'Your account was not successfully linked.');
    }
    const row = await findUserById(db, me.id);
    if (!row) return fail(reply, 401, 'Unauthorized');
    const link = {
      providerUserId: identity.providerUserId,
      accessToken: identity.accessToken,
      refreshToken: identity.refreshToken,
      updatedAt: new Date(),
    };
    await db
      .insert(supporterLinks)
      .values({ userId: me.id, ...link })
      .onConflictDoUpdate({ target: supporterLinks.userId, set: link });
    const permissions = { ...row.permissions };
    if (identity.pledged) permissions.isSupporter = true;
    const [updated] = await db
      .update(users)
      .set({ patreon: identity.pledged ? 'pledged' : 'linked', permissions })
      .where(eq(users.id, me.id))
      .returning();
    if (!updated) return fail(reply, 500, 'The account could not be linked.');
    return { success: true, user: toClientUser(updated), status: patreonStatus(updated.patreon) };
  });

  app.post('/api/account/unlinkPatreon', async (request, reply) => {
    const me = requireUser(request, reply);
    if (!me) return reply;
    const row = await findUserById(db, me.id);
    if (!row) return fail(reply, 401, 'Unauthorized');
    await db.delete(supporterLinks).where(eq(supporterLinks.userId, me.id));
    const permissions = { ...row.permissions };
    if (!permissions.keepsSupporterWithNoPatreon) delete permissions.isSupporter;
    const [updated] = await db
      .update(users)
      .set({ patreon: null, permissions })
      .where(eq(users.id, me.id))
      .returning();
    if (!updated) return fail(reply, 500, 'The account could not be unlinked.');
    return { success: true, user: toClientUser(updated), status: patreonStatus(updated.patreon) };
  });
}
