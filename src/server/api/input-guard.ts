import type { FastifyInstance } from 'fastify';
import { untrustedValueProblem } from '../../protocol/text-rules';

/**
 * Longest string any request may carry anywhere (a whole deck list pasted as text is a few
 * kilobytes; images come as multipart files, not strings). Fields have their own, smaller
 * limits in their schemas; this one guards the routes and parts that have none.
 */
const MAX_STRING_LENGTH = 200_000;
const MAX_DEPTH = 16;

/**
 * One check before every route's own validation: path parameters, query and JSON body hold
 * no NUL or control characters, no giant strings, no absurd nesting. Such input is answered
 * 400 `{success: false, message}` and never reaches a handler or the database.
 */
export function registerInputGuard(app: FastifyInstance): void {
  const limits = { maxLength: MAX_STRING_LENGTH, maxDepth: MAX_DEPTH };
  app.addHook('preValidation', async (request, reply) => {
    for (const part of [request.params, request.query, request.body]) {
      const problem = untrustedValueProblem(part, limits);
      if (problem) return reply.code(400).send({ success: false, message: problem });
    }
    return undefined;
  });
}
