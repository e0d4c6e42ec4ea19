import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { requirePermission } from '../auth/guard';
import type { ServerContext } from '../context';
import { lobbyMessages } from '../db/schema';

/**
 * DELETE /api/messages/{id}: a chat moderator removes a lobby chat message. It stays stored,
 * marked deleted with who removed it, and every lobby client hears `removemessage`.
 */
export function registerMessageRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.delete('/api/messages/:id', async (request, reply) => {
    const user = requirePermission(request, reply, 'canModerateChat');
    if (!user) return reply;
    const id = Number((request.params as Record<string, string | undefined>).id);
    if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) {
      return reply.code(404).send({ success: false, message: 'Message not found' });
    }
    const [removed] = await ctx.database.db
      .update(lobbyMessages)
      .set({ deleted: true, deletedBy: user.username })
      .where(eq(lobbyMessages.id, id))
      .returning({ id: lobbyMessages.id });
    if (!removed) return reply.code(404).send({ success: false, message: 'Message not found' });
    ctx.io.emit('removemessage', { messageId: String(id), deletedBy: user.username });
    return { success: true, id, deletedBy: user.username };
  });
}
