import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AltCard } from '../../protocol/account';
import { adminAltsSaveSchema, adminUserSaveSchema } from '../../protocol/account';
import { PERMISSION_FLAGS } from '../../protocol/user';
import type { RequestUser } from '../auth/guard';
import { requirePermission, requireUser } from '../auth/guard';
import type { ServerContext } from '../context';
import { altArts, users } from '../db/schema';
import { findUserByName, linkedAccounts, toAdminView } from '../services/accounts';
import { accountServices, fail, validate } from './account-helpers';

const NOT_FOUND = 'User was not found.';

/** Alt arts are managed by user managers and tournament managers alike. */
function requireAltManager(request: FastifyRequest, reply: FastifyReply): RequestUser | null {
  const user = requireUser(request, reply);
  if (!user) return null;
  if (user.permissions.canManageUsers || user.permissions.canManageTournaments) return user;
  void fail(reply, 403, 'Forbidden');
  return null;
}

/** User administration (accounts-and-shell.md "Admin screens"); every route checks its flag. */
export function registerUserAdminRoutes(app: FastifyInstance, ctx: ServerContext) {
  const { db } = ctx.database;
  const { sessions } = accountServices(ctx);

  app.get('/api/user/:username', async (request, reply) => {
    if (!requirePermission(request, reply, 'canManageUsers')) return reply;
    const { username } = request.params as { username: string };
    const row = await findUserByName(db, username);
    if (!row) return fail(reply, 404, NOT_FOUND);
    return {
      success: true,
      user: toAdminView(row),
      linkedAccounts: await linkedAccounts(ctx.database, row.id),
      sessions: await sessions.list(row.id),
    };
  });

  app.put('/api/user/:username', async (request, reply) => {
    const admin = requirePermission(request, reply, 'canManageUsers');
    if (!admin) return reply;
    const body = await validate(adminUserSaveSchema, request.body, reply);
    if (!body) return reply;
    const { username } = request.params as { username: string };
    const row = await findUserByName(db, username);
    if (!row) return fail(reply, 404, NOT_FOUND);
    const change = body.userToChange;
    let permissions = row.permissions;
    if (change.permissions) {
      if (!admin.permissions.canManagePermissions) return fail(reply, 403, 'Forbidden');
      const requested = change.permissions as Record<string, boolean>;
      const unknown = Object.keys(requested).filter(
        (flag) => !(PERMISSION_FLAGS as readonly string[]).includes(flag),
      );
      if (unknown.length > 0) return fail(reply, 400, `Unknown permission: ${unknown.join(', ')}`);
      if (row.id === admin.id && requested.canManagePermissions === false) {
        return fail(reply, 400, 'You cannot remove your own Permissions Manager flag.');
      }
      permissions = { ...row.permissions, ...requested };
    }
    const [updated] = await db
      .update(users)
      .set({
        verified: change.verified ?? row.verified,
        disabled: change.disabled ?? row.disabled,
        faveColor: change.faveColor === undefined ? row.faveColor : change.faveColor || null,
        permissions,
      })
      .where(eq(users.id, row.id))
      .returning();
    if (!updated) return fail(reply, 500, 'The user could not be saved.');
    // A disabled account is signed out everywhere at once.
    if (updated.disabled && !row.disabled) await sessions.removeAll(row.id);
    return { success: true, message: 'User details saved.', user: toAdminView(updated) };
  });

  app.delete('/api/user/:username/sessions', async (request, reply) => {
    if (!requirePermission(request, reply, 'canManageUsers')) return reply;
    const { username } = request.params as { username: string };
    const row = await findUserByName(db, username);
    if (!row) return fail(reply, 404, NOT_FOUND);
    const removed = await sessions.removeAll(row.id);
    return { success: true, message: 'Sessions cleared.', removed };
  });

  app.get('/api/user/:username/alts', async (request, reply) => {
    if (!requireAltManager(request, reply)) return reply;
    const { username } = request.params as { username: string };
    const row = await findUserByName(db, username);
    if (!row) return fail(reply, 404, NOT_FOUND);
    const available: AltCard[] = await db
      .select({ alt: altArts.alt, name: altArts.name, stub: altArts.stub })
      .from(altArts)
      .orderBy(altArts.name, altArts.alt);
    return {
      success: true,
      user: { username: row.username, altArts: row.altArts },
      alts: available,
    };
  });

  app.patch('/api/user/:username/alts', async (request, reply) => {
    if (!requireAltManager(request, reply)) return reply;
    const body = await validate(adminAltsSaveSchema, request.body, reply);
    if (!body) return reply;
    const { username } = request.params as { username: string };
    const row = await findUserByName(db, username);
    if (!row) return fail(reply, 404, NOT_FOUND);
    const known = await db.select({ alt: altArts.alt, stub: altArts.stub }).from(altArts);
    const exists = new Set(known.map((entry) => `${entry.stub}/${entry.alt}`));
    const requested = body.userToChange.altArts as Record<string, string[]>;
    const next: Record<string, string[]> = {};
    for (const [stub, list] of Object.entries(requested)) {
      // Adding an alt already held is ignored: duplicates collapse.
      const unique = [...new Set(list)];
      const missing = unique.find((alt) => !exists.has(`${stub}/${alt}`));
      if (missing) return fail(reply, 400, `Unknown alt art: ${stub}/${missing}`);
      if (unique.length > 0) next[stub] = unique;
    }
    const [updated] = await db
      .update(users)
      .set({ altArts: next })
      .where(eq(users.id, row.id))
      .returning();
    return {
      success: true,
      message: 'User details saved.',
      user: { username: row.username, altArts: updated?.altArts ?? next },
    };
  });
}
