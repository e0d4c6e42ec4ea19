import type { FastifyInstance } from 'fastify';
import { lobbyNoticeSchema } from '../../protocol/lobby-notice';
import { requirePermission } from '../auth/guard';
import type { ServerContext } from '../context';
import { lobbyOf } from '../lobby';
import { NoticeStore } from '../lobby/notice-store';
import { validate } from './account-helpers';

/**
 * The lobby banner notice (accounts-and-shell.md: the lobby's `banner` message), set by staff
 * who manage the game nodes: stored, then sent to everyone in the lobby at once.
 */
export function registerLobbyNoticeRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const store = new NoticeStore(ctx.database.db);

  app.get('/api/lobby/notice', async () => ({ success: true, notice: await store.current() }));

  app.put('/api/lobby/notice', async (request, reply) => {
    const admin = requirePermission(request, reply, 'canManageNodes');
    if (!admin) return reply;
    const notice = await validate(lobbyNoticeSchema, request.body, reply);
    if (!notice) return reply;
    await store.set(notice, admin.username);
    lobbyOf(ctx)?.service.setBanner(notice);
    return { success: true, message: 'The lobby notice is shown.', notice };
  });

  app.delete('/api/lobby/notice', async (request, reply) => {
    if (!requirePermission(request, reply, 'canManageNodes')) return reply;
    await store.clear();
    lobbyOf(ctx)?.service.setBanner(null);
    return { success: true, message: 'The lobby notice is cleared.', notice: null };
  });
}
