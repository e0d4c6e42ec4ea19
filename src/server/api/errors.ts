import type { FastifyError, FastifyInstance } from 'fastify';

/**
 * Every failure leaves the API in one shape, `{success: false, message}`: bodies that are not
 * valid JSON, oversized bodies and unexpected errors alike. Server faults are logged and
 * answered without their internals.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error, url: request.url }, 'Request failed');
      return reply.code(500).send({ success: false, message: 'Internal server error' });
    }
    return reply.code(status).send({ success: false, message: clientMessage(error) });
  });
}

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type.';
    default:
      return error.message;
  }
}
