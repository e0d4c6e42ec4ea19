import type {
  AnySchema,
  SchemaDescription,
  SchemaFieldDescription,
  SchemaInnerTypeDescription,
  SchemaObjectDescription,
} from 'yup';
import type { JsonSchema, JsonType, JsonValue } from './json-schema';

/**
 * The JSON Schema of a yup schema, read from yup's own `describe()`: the request schemas in
 * `src/protocol` stay the one definition, validating the browser's forms and the server's
 * requests (with the spec's messages) and, through this, describing the API. Only what JSON
 * Schema can say is carried over: types, required and nullable, lengths, bounds, patterns,
 * allowed values and scalar defaults. Custom tests (a deck's dice total, a share link's
 * form) stay yup's and are left out, so the description is never stricter than the check.
 */
export function jsonSchemaOf(schema: AnySchema): JsonSchema {
  return fromDescription(schema.describe());
}

const YUP_TYPES: Record<string, JsonType> = {
  string: 'string',
  number: 'number',
  boolean: 'boolean',
  object: 'object',
  array: 'array',
  date: 'string',
};

function isDescription(field: SchemaFieldDescription): field is SchemaDescription {
  return 'type' in field && typeof field.type === 'string';
}

function fromField(field: SchemaFieldDescription): JsonSchema {
  // A lazy or a reference has no fixed shape to describe: anything goes, yup decides.
  return isDescription(field) ? fromDescription(field) : {};
}

function hasFields(field: SchemaDescription): field is SchemaObjectDescription {
  return 'fields' in field && typeof field.fields === 'object' && field.fields !== null;
}

function hasInnerType(field: SchemaDescription): field is SchemaInnerTypeDescription {
  return 'innerType' in field && typeof field.innerType === 'object' && field.innerType !== null;
}

function fromDescription(field: SchemaDescription): JsonSchema {
  const base = YUP_TYPES[field.type];
  const schema: JsonSchema = {};
  if (base) schema.type = field.nullable ? [base, 'null'] : base;
  if (field.type === 'date') schema.format = 'date-time';
  const allowed = field.oneOf.filter(isJsonValue);
  if (allowed.length > 0) schema.enum = field.nullable ? [...allowed, null] : allowed;
  if (isScalar(field.default)) schema.default = field.default;
  for (const test of field.tests) applyTest(schema, field.type, test.name, test.params);
  if (hasFields(field)) {
    const properties: Record<string, JsonSchema> = {};
    const required: string[] = [];
    for (const [key, inner] of Object.entries(field.fields)) {
      properties[key] = fromField(inner);
      if (isDescription(inner) && !inner.optional) required.push(key);
    }
    schema.properties = properties;
    if (required.length > 0) schema.required = required;
  }
  if (hasInnerType(field) && field.innerType && !Array.isArray(field.innerType)) {
    schema.items = fromField(field.innerType);
  }
  return schema;
}

type TestParams = SchemaDescription['tests'][number]['params'];

/** Carries one yup test over where JSON Schema has a keyword for it. */
function applyTest(schema: JsonSchema, type: string, name: string | undefined, params: TestParams) {
  const number = (key: string): number | undefined => {
    const value = params?.[key];
    return typeof value === 'number' ? value : undefined;
  };
  const [minKey, maxKey] =
    type === 'string' ? (['minLength', 'maxLength'] as const) : (['minItems', 'maxItems'] as const);
  switch (name) {
    case 'integer':
      schema.type = schema.type === 'number' ? 'integer' : retype(schema.type);
      return;
    case 'min':
    case 'max': {
      const limit = number(name);
      const exclusive = number(name === 'min' ? 'more' : 'less');
      if (type === 'number') {
        if (limit !== undefined) schema[name === 'min' ? 'minimum' : 'maximum'] = limit;
        if (exclusive !== undefined) {
          schema[name === 'min' ? 'exclusiveMinimum' : 'exclusiveMaximum'] = exclusive;
        }
      } else if (limit !== undefined) {
        schema[name === 'min' ? minKey : maxKey] = limit;
      }
      return;
    }
    case 'length': {
      const length = number('length');
      if (length !== undefined) {
        schema[minKey] = length;
        schema[maxKey] = length;
      }
      return;
    }
    case 'email':
      schema.format = 'email';
      // yup's email rule is a regex of its own: carried as the pattern, the same check.
      applyPattern(schema, params?.regex);
      return;
    case 'matches':
      applyPattern(schema, params?.regex);
      return;
    default:
      return;
  }
}

/**
 * A flag (e.g. case-insensitive) cannot be said in a JSON Schema pattern: such a regex is
 * left out rather than describe a stricter rule than the one applied.
 */
function applyPattern(schema: JsonSchema, regex: unknown) {
  if (regex instanceof RegExp && regex.flags === '') schema.pattern = regex.source;
}

/** `integer` on a nullable number keeps the null. */
function retype(type: JsonSchema['type']): JsonSchema['type'] {
  return Array.isArray(type) ? type.map((entry) => (entry === 'number' ? 'integer' : entry)) : type;
}

function isScalar(value: unknown): value is string | number | boolean {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

function isJsonValue(value: unknown): value is JsonValue {
  return value === null || isScalar(value);
}
