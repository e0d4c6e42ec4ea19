import type { AnySchema } from 'yup';
import type { JsonSchema, JsonValue } from '../../openapi/json-schema';
import { jsonSchemaOf } from '../../openapi/yup-json-schema';

/**
 * Building blocks of the API's route schemas. Response shapes are written against the
 * protocol's TypeScript interfaces with `shapeOf<T>`, which does not compile while a field of
 * the interface is missing from the schema (or the schema names one the interface lacks):
 * the description cannot fall behind what the client reads. Request shapes come from the
 * shared yup schemas through `jsonSchemaOf`.
 */

export const text: JsonSchema = { type: 'string' };
export const integer: JsonSchema = { type: 'integer' };
export const number: JsonSchema = { type: 'number' };
export const bool: JsonSchema = { type: 'boolean' };
export const dateTime: JsonSchema = { type: 'string', format: 'date-time' };
/** Any JSON value: parts the API passes through without a fixed shape. */
export const anything: JsonSchema = {};

export function nullable(schema: JsonSchema): JsonSchema {
  return { anyOf: [schema, { type: 'null' }] };
}

export function listOf(items: JsonSchema): JsonSchema {
  return { type: 'array', items };
}

/** An object keyed by names the data chooses (card stubs, flags). */
export function recordOf(values: JsonSchema): JsonSchema {
  return { type: 'object', additionalProperties: values };
}

export function oneOfValues(values: readonly JsonValue[]): JsonSchema {
  return { enum: [...values] };
}

export function described(schema: JsonSchema, description: string): JsonSchema {
  return { ...schema, description };
}

/** The keys of T that may be left out. */
type OptionalKeys<T> = {
  [K in keyof T]-?: object extends Pick<T, K> ? K : never;
}[keyof T];

/**
 * An object schema with exactly the fields of T: every one is described, those T does not
 * mark optional are required. Other fields are allowed (an answer may carry more than a
 * client reads), never dropped: the API serialises with JSON.stringify, not by schema.
 */
export function shapeOf<T>(
  properties: { [K in keyof T]-?: JsonSchema },
  optional: readonly OptionalKeys<T>[] = [],
): JsonSchema {
  const keys = Object.keys(properties);
  const left = new Set<string>(optional.map(String));
  return {
    type: 'object',
    properties,
    required: keys.filter((key) => !left.has(key)),
  };
}

/** A schema for shapes with no TypeScript interface of their own (path parameters). */
export function objectOf(properties: Record<string, JsonSchema>, optional: string[] = []) {
  const left = new Set(optional);
  return {
    type: 'object',
    properties,
    required: Object.keys(properties).filter((key) => !left.has(key)),
  } satisfies JsonSchema;
}

/** A request body, query or params schema from the yup schema the handler validates with. */
export function fromYup(schema: AnySchema): JsonSchema {
  return jsonSchemaOf(schema);
}

/** Every failure of the API: `{success: false, message}` (see errors.ts). */
export const failure: JsonSchema = {
  type: 'object',
  properties: {
    success: { const: false },
    message: { anyOf: [text, listOf(text)] },
  },
  required: ['success', 'message'],
};

export const SUCCESS: JsonSchema = { const: true };

/** `{success: true, ...}` with exactly the fields of T (besides success). */
export function successOf<T extends { success: true }>(
  properties: { [K in Exclude<keyof T, 'success'>]-?: JsonSchema },
  optional: readonly OptionalKeys<T>[] = [],
): JsonSchema {
  const withSuccess = { success: SUCCESS, ...properties };
  const left = new Set<string>(optional.map(String));
  return {
    type: 'object',
    properties: withSuccess,
    required: Object.keys(withSuccess).filter((key) => !left.has(key)),
  };
}

/** What each failing status means, for the description. */
const FAILURE_MEANINGS: Record<number, string> = {
  400: 'The request is invalid; message says why.',
  401: 'Not signed in (no or an expired access token).',
  403: 'Signed in without the permission this needs.',
  404: 'Not found.',
  413: 'The request body is too large.',
  415: 'The request body is not JSON.',
  422: 'The shared deck could not be read.',
  429: 'Too many attempts; wait and try again.',
  500: 'Server fault (logged; no internals in the answer).',
  502: 'An upstream service or game node failed.',
  504: 'An upstream service could not be reached.',
};

export interface RouteDoc {
  summary: string;
  tags: string[];
  params?: JsonSchema;
  querystring?: JsonSchema;
  body?: JsonSchema;
  /** Successful answers by status. */
  ok: Record<number, JsonSchema>;
  /** Failing statuses the handler sends besides 400 and 500, which every route may send. */
  fails?: number[];
}

/**
 * Failures any route may send: 400 from the input guard or malformed JSON, 413 and 415 when
 * a request carries an oversized or non-JSON body, 500 from the error handler.
 */
const ANY_ROUTE_FAILURES = [400, 413, 415, 500];

/** A route's Fastify schema: request parts, its answers and every failing status. */
export function route(doc: RouteDoc) {
  const response: Record<string, JsonSchema> = {};
  for (const [status, schema] of Object.entries(doc.ok)) response[status] = schema;
  for (const status of new Set([...ANY_ROUTE_FAILURES, ...(doc.fails ?? [])])) {
    response[String(status)] = described(failure, FAILURE_MEANINGS[status] ?? 'Failed.');
  }
  return {
    summary: doc.summary,
    tags: doc.tags,
    ...(doc.params ? { params: doc.params } : {}),
    ...(doc.querystring ? { querystring: doc.querystring } : {}),
    ...(doc.body ? { body: doc.body } : {}),
    response,
  };
}

/** A body the route does not read: clients may send nothing or an empty object. */
export const noBody: JsonSchema = {
  type: 'object',
  description: 'Nothing is read from the body; it may be left out.',
};

/** 304: the client's copy (by ETag) is current; no body. */
export const notModified: JsonSchema = { type: 'null', description: 'Not modified.' };

export type RouteSchema = ReturnType<typeof route>;

/**
 * An area's route schemas by `METHOD /url` exactly as the route is registered (a trailing
 * slash may be left out: both spellings share one entry).
 */
export type RouteSchemas = Record<string, RouteSchema>;
