import { gunzipSync } from 'node:zlib';
import { Ajv } from 'ajv';
import type { ValidateFunction } from 'ajv';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** An `/api` answer its route's schema does not allow. */
export interface ResponseMismatch {
  method: string;
  url: string;
  status: number;
  problem: string;
}

/**
 * Checks every `/api` answer against the response schema its route declares for the status
 * (exact, then `4xx`-style, then `default`) and reports each mismatch: a route without a
 * response schema, a status it does not declare, or a body its schema refuses. For tests: it
 * parses every body, so it stays off in production.
 */
export function checkResponses(
  app: FastifyInstance,
  report: (mismatch: ResponseMismatch) => void,
): void {
  const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
  const compiled = new WeakMap<object, ValidateFunction>();
  const validatorOf = (schema: object): ValidateFunction => {
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(schema);
      compiled.set(schema, validate);
    }
    return validate;
  };

  app.addHook('onSend', async (request, reply, payload) => {
    const url = reply.routeOptions.url;
    // Unknown paths (the not-found answer) and the docs page's files have no route schema.
    if (!url?.startsWith('/api/') || url.startsWith('/api/docs')) return payload;
    // A HEAD answer has the GET's headers and no body.
    if (request.method === 'HEAD') return payload;
    const status = reply.statusCode;
    const mismatch = (problem: string) =>
      report({ method: request.method, url: request.url, status, problem });
    const schema = responseSchemaFor(reply.routeOptions.schema?.response, status);
    if (!schema) {
      mismatch(`no response schema for status ${status}`);
      return payload;
    }
    const body = parsedBody(payload, reply);
    if (!body.ok) {
      mismatch(body.problem);
      return payload;
    }
    const validate = validatorOf(schema);
    if (!validate(body.value)) mismatch(ajv.errorsText(validate.errors));
    return payload;
  });
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function responseSchemaFor(responses: unknown, status: number): object | null {
  if (!isObject(responses)) return null;
  for (const key of [String(status), `${String(status)[0]}xx`, 'default']) {
    const schema = responses[key];
    if (isObject(schema)) return schema;
  }
  return null;
}

type Parsed = { ok: true; value: unknown } | { ok: false; problem: string };

function parsedBody(payload: unknown, reply: FastifyReply): Parsed {
  if (payload === null || payload === undefined || payload === '') return { ok: true, value: null };
  let text: string;
  if (typeof payload === 'string') text = payload;
  else if (Buffer.isBuffer(payload)) {
    const gzipped = reply.getHeader('content-encoding') === 'gzip';
    text = (gzipped ? gunzipSync(payload) : payload).toString('utf8');
  } else return { ok: false, problem: 'the answer is a stream, not a JSON body' };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, problem: 'the answer is not JSON' };
  }
}
