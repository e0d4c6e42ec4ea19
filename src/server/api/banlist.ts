import { isIP } from 'node:net';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { BanListEntry } from '../../protocol/account';
import { banlistSchema } from '../../protocol/account';
import { requirePermission } from '../auth/guard';
import type { ServerContext } from '../context';
import { banlist } from '../db/schema';
import { normaliseIp } from '../services/sessions';
import { fail, validate } from './account-helpers';

type BanRow = typeof banlist.$inferSelect;

function toEntry(row: BanRow): BanListEntry {
  return { id: row.id, ip: row.ip, added: row.addedAt.toISOString(), user: row.addedBy };
}

/** The IP ban list (canManageBanlist): banned addresses can neither register nor log in. */
export function registerBanlistRoutes(app: FastifyInstance, ctx: ServerContext) {
  const { db } = ctx.database;

  // The spec's client asks with the trailing slash (GET /api/banlist/).
  for (const path of ['/api/banlist', '/api/banlist/']) {
    app.get(path, async (request, reply) => {
      if (!requirePermission(request, reply, 'canManageBanlist')) return reply;
      const rows = await db.select().from(banlist).orderBy(desc(banlist.addedAt), desc(banlist.id));
      return { success: true, banlist: rows.map(toEntry) };
    });
  }

  app.post('/api/banlist', async (request, reply) => {
    const admin = requirePermission(request, reply, 'canManageBanlist');
    if (!admin) return reply;
    const body = await validate(banlistSchema, request.body, reply);
    if (!body) return reply;
    const ip = normaliseIp(body.ip);
    if (isIP(ip) === 0) return fail(reply, 400, 'Please enter a valid Ip address');
    const [row] = await db
      .insert(banlist)
      .values({ ip, addedBy: admin.username })
      .onConflictDoNothing()
      .returning();
    if (!row) return fail(reply, 400, 'That Ip address is already banned');
    return { success: true, message: 'Banlist item added successfully.', entry: toEntry(row) };
  });

  app.delete('/api/banlist/:id', async (request, reply) => {
    if (!requirePermission(request, reply, 'canManageBanlist')) return reply;
    const id = Number((request.params as { id: string }).id);
    if (!Number.isInteger(id) || id <= 0) return fail(reply, 400, 'id must be a number');
    const removed = await db.delete(banlist).where(eq(banlist.id, id)).returning();
    if (removed.length === 0) return fail(reply, 404, 'Banlist item was not found.');
    return { success: true, message: 'Banlist item deleted successfully.', id };
  });
}
