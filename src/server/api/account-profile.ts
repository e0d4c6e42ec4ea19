import { createReadStream } from 'node:fs';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  AVATAR_MAX_BYTES,
  BACKGROUND_MAX_BYTES,
  blockListSchema,
  profileSaveSchema,
} from '../../protocol/account';
import type { UserSettings } from '../../protocol/user';
import type { RequestUser } from '../auth/guard';
import { requireUser } from '../auth/guard';
import type { ServerContext } from '../context';
import { users } from '../db/schema';
import { findUserById, findUserByName, toClientUser } from '../services/accounts';
import { fileTypeFromFile } from 'file-type';
import { hashPassword } from '../services/passwords';
import { checkImage } from '../services/images';
import type { ImageStore } from '../services/images';
import { EMAIL_TAKEN } from './account';
import { accountServices, fail, validate } from './account-helpers';

/** The signed-in user, only when the path's {username} is their own account. */
export function ownAccount(request: FastifyRequest, reply: FastifyReply): RequestUser | null {
  const user = requireUser(request, reply);
  if (!user) return null;
  const { username } = request.params as { username?: string };
  if (username?.toLowerCase() !== user.username.toLowerCase()) {
    void fail(reply, 403, 'Unauthorized');
    return null;
  }
  return user;
}

function serveImage(store: ImageStore) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { file } = request.params as { file: string };
    const name = file.replace(/\.png$/, '');
    const path = store.pathOf(name);
    if (!path) return reply.code(404).send({ success: false, message: 'Not found' });
    const type = await fileTypeFromFile(path);
    return reply
      .type(type?.mime ?? 'application/octet-stream')
      .header('cache-control', 'public, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      .send(createReadStream(path));
  };
}

/** Profile save, block list and the uploaded images (accounts-and-shell.md sections 2, 3). */
export function registerProfileRoutes(app: FastifyInstance, ctx: ServerContext) {
  const { db } = ctx.database;
  const services = accountServices(ctx);

  app.get('/img/avatar/:file', serveImage(services.avatars));
  app.get('/img/custom/:file', serveImage(services.backgrounds));

  app.put('/api/account/:username', async (request, reply) => {
    const me = ownAccount(request, reply);
    if (!me) return reply;
    const body = await validate(profileSaveSchema, request.body, reply);
    if (!body) return reply;
    const data = body.data;
    const row = await findUserById(db, me.id);
    if (!row) return fail(reply, 401, 'Unauthorized');
    if (data.username.toLowerCase() !== row.username.toLowerCase()) {
      return fail(reply, 400, 'Your username cannot be changed');
    }
    const [clash] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.email}) = lower(${data.email})`, ne(users.id, row.id)));
    if (clash) return fail(reply, 400, EMAIL_TAKEN);

    // Check both uploads before storing either, so a bad one changes nothing.
    const avatar = data.avatar
      ? await checkImage(data.avatar, AVATAR_MAX_BYTES, ['image/png', 'image/jpeg', 'image/gif'], {
          tooLarge: 'Image must be less than 100KB in size',
          badType: 'Unsupported image format',
        })
      : null;
    if (avatar && !avatar.ok) return fail(reply, 400, avatar.message);
    const wantsCustom = data.settings?.background === 'custom';
    const background =
      wantsCustom && data.customBackground
        ? await checkImage(
            data.customBackground,
            BACKGROUND_MAX_BYTES,
            ['image/png', 'image/jpeg'],
            {
              tooLarge: 'File must be less than 5MB',
              badType: 'File must be an image',
            },
          )
        : null;
    if (background && !background.ok) return fail(reply, 400, background.message);
    if (wantsCustom && !background && !row.settings.customBackground) {
      return fail(reply, 400, 'File must be an image');
    }

    const previous = row.settings as UserSettings;
    const settings: UserSettings = { ...previous };
    if (data.settings) {
      const s = data.settings;
      if (s.optionSettings) {
        settings.optionSettings = { ...previous.optionSettings, ...s.optionSettings };
      }
      if (s.background) settings.background = s.background;
      if (s.cardSize) settings.cardSize = s.cardSize;
      if (s.eloOptOut !== undefined) settings.eloOptOut = s.eloOptOut;
      if (s.shareReplays !== undefined) settings.shareReplays = s.shareReplays;
      if (s.showHandInReplays !== undefined) settings.showHandInReplays = s.showHandInReplays;
    }
    let avatarName = row.avatar;
    if (avatar?.ok) avatarName = services.avatars.save(String(row.id), avatar.bytes);
    if (background?.ok)
      settings.customBackground = services.backgrounds.save(String(row.id), background.bytes);

    const [updated] = await db
      .update(users)
      .set({
        email: data.email,
        avatar: avatarName,
        settings: { ...settings },
        ...(data.password ? { passwordHash: await hashPassword(data.password) } : {}),
      })
      .where(eq(users.id, row.id))
      .returning();
    if (!updated) return fail(reply, 500, 'The profile could not be saved.');
    if (avatar?.ok) services.avatars.remove(row.avatar);
    if (background?.ok) services.backgrounds.remove(previous.customBackground);
    const token = await ctx.signer.signAccess({
      userId: updated.id,
      username: updated.username,
      ...(me.sessionId ? { sessionId: me.sessionId } : {}),
    });
    return {
      success: true,
      message:
        'Profile saved successfully.  Please note settings changed here may only apply at the start of your next game.',
      token,
      user: toClientUser(updated),
    };
  });

  app.get('/api/account/:username/blocklist', async (request, reply) => {
    const me = ownAccount(request, reply);
    if (!me) return reply;
    const row = await findUserById(db, me.id);
    return { success: true, blockList: row?.blockList ?? [] };
  });

  app.post('/api/account/:username/blocklist', async (request, reply) => {
    const me = ownAccount(request, reply);
    if (!me) return reply;
    const body = await validate(blockListSchema, request.body, reply);
    if (!body) return reply;
    const target = await findUserByName(db, body.username);
    if (!target) return fail(reply, 404, 'User was not found.');
    if (target.id === me.id) return fail(reply, 400, 'You cannot block yourself.');
    const row = await findUserById(db, me.id);
    const list = row?.blockList ?? [];
    const already = list.some((name) => name.toLowerCase() === target.username.toLowerCase());
    const blockList = already ? list : [...list, target.username];
    await db.update(users).set({ blockList }).where(eq(users.id, me.id));
    return {
      success: true,
      message: 'Blocklist entry added successfully',
      username: target.username,
      blockList,
    };
  });

  app.delete('/api/account/:username/blocklist/:entry', async (request, reply) => {
    const me = ownAccount(request, reply);
    if (!me) return reply;
    const { entry } = request.params as { entry: string };
    const row = await findUserById(db, me.id);
    const list = row?.blockList ?? [];
    const blockList = list.filter((name) => name.toLowerCase() !== entry.toLowerCase());
    if (blockList.length === list.length) return fail(reply, 404, 'User was not found.');
    await db.update(users).set({ blockList }).where(eq(users.id, me.id));
    return {
      success: true,
      message: 'Blocklist entry deleted successfully',
      username: entry,
      blockList,
    };
  });

  app.get('/api/account/:username/sessions', async (request, reply) => {
    const me = ownAccount(request, reply);
    if (!me) return reply;
    return { success: true, tokens: await services.sessions.list(me.id) };
  });

  app.delete('/api/account/:username/sessions/:id', async (request, reply) => {
    const me = ownAccount(request, reply);
    if (!me) return reply;
    const { id } = request.params as { id: string };
    if (!(await services.sessions.remove(me.id, id))) {
      return fail(reply, 404, 'Session was not found.');
    }
    return { success: true, message: 'Session removed successfully', tokenId: id };
  });
}
