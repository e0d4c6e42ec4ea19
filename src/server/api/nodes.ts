import type { FastifyInstance } from 'fastify';
import { requirePermission } from '../auth/guard';
import type { GameNodeRegistry } from '../gamenodes/registry';
import { fail } from './account-helpers';

function nodeName(request: { params: unknown }): string {
  const params = request.params as { name?: unknown };
  return typeof params.name === 'string' ? params.name : '';
}

/**
 * The Nodes admin page over REST (canManageNodes), alongside the lobby socket's
 * getnodestatus/togglenode/restartnode: every node the lobby may hand games to.
 */
export function registerNodeRoutes(app: FastifyInstance, nodes: GameNodeRegistry): void {
  app.get('/api/nodes', async (request, reply) => {
    if (!requirePermission(request, reply, 'canManageNodes')) return reply;
    return { success: true, nodes: nodes.statuses() };
  });

  app.post('/api/nodes/:name/toggle', async (request, reply) => {
    if (!requirePermission(request, reply, 'canManageNodes')) return reply;
    if (!nodes.toggle(nodeName(request))) return fail(reply, 404, 'No such game node');
    return { success: true, nodes: nodes.statuses() };
  });

  app.post('/api/nodes/:name/restart', async (request, reply) => {
    if (!requirePermission(request, reply, 'canManageNodes')) return reply;
    const node = nodes.get(nodeName(request));
    if (!node) return fail(reply, 404, 'No such game node');
    try {
      await node.restart();
    } catch (error) {
      request.log.warn({ err: error, node: node.name }, 'A game node did not restart');
      return fail(reply, 502, 'The game node did not answer');
    }
    return { success: true, nodes: nodes.statuses() };
  });
}
