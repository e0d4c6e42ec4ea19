import type { AnySchema, SchemaDescription, SchemaFieldDescription } from 'yup';

/**
 * The shared yup schemas cast what they are given (the browser's forms rely on that to trim and
 * convert), so on the server a list where a name belongs could reach a transform that expects
 * text. This check runs first and refuses a present value that is not text where the schema
 * wants text, not a list where it wants a list, or not an object where it wants one, naming the
 * field. Numbers and booleans are left to the schema, whose own type errors say it well (and a
 * query string's numbers arrive as text).
 */
export function shapeProblem(schema: AnySchema, value: unknown): string | null {
  return problemAt(schema.describe(), value, '');
}

function isDescription(field: SchemaFieldDescription): field is SchemaDescription {
  return 'type' in field && typeof field.type === 'string';
}

function problemAt(field: SchemaFieldDescription, value: unknown, path: string): string | null {
  if (value === undefined || value === null || !isDescription(field)) return null;
  const name = path || 'The request body';
  switch (field.type) {
    case 'string':
      return typeof value === 'string' ? null : `${name} must be a text`;
    // Casting a list or an object to a number or a boolean calls its methods: refuse them here.
    case 'number':
      return typeof value === 'object' ? `${name} must be a number` : null;
    case 'boolean':
      return typeof value === 'object' ? `${name} must be true or false` : null;
    case 'array': {
      if (!Array.isArray(value)) return `${name} must be a list`;
      const inner = 'innerType' in field ? field.innerType : undefined;
      if (!inner || Array.isArray(inner)) return null;
      for (const [index, item] of value.entries()) {
        const problem = problemAt(inner, item, `${path}[${index}]`);
        if (problem) return problem;
      }
      return null;
    }
    case 'object': {
      if (typeof value !== 'object' || Array.isArray(value)) return `${name} must be an object`;
      const fields = 'fields' in field ? field.fields : {};
      for (const [key, inner] of Object.entries(fields)) {
        const problem = problemAt(inner, Reflect.get(value, key), path ? `${path}.${key}` : key);
        if (problem) return problem;
      }
      return null;
    }
    default:
      return null;
  }
}
