/**
 * Characters no text from a client may carry. NUL cannot be stored in a PostgreSQL text
 * column, and the other control characters have no business in names, chat or ids; tab and
 * line breaks stay allowed where a field is free text (deck notes, messages). A lone UTF-16
 * surrogate (half of a character) is refused too: PostgreSQL's jsonb rejects it, so a chat
 * line holding one could not be stored in a game's command log. With the `u` flag a
 * surrogate range matches only unpaired halves, never a whole character such as an emoji.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ud800-\udfff]/u;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_OR_LINE_BREAK = /[\u0000-\u001f\u007f\ud800-\udfff]/u;

/** Socket messages are small: a chat line, ids, a new game's form. */
export const SOCKET_ARGUMENT_LIMITS = { maxLength: 10_000, maxDepth: 8 };

/**
 * Keys that name an object's prototype or a member every object inherits (toString,
 * hasOwnProperty, ...): as data they can only confuse a parser or a schema that looks fields
 * up by name.
 */
const PROTOTYPE_KEYS = new Set([
  '__proto__',
  'prototype',
  ...Object.getOwnPropertyNames(Object.prototype),
]);
export const RESERVED_KEY_MESSAGE = 'The request uses a field name that is not allowed';

export const CONTROL_CHARACTER_MESSAGE = 'The text holds characters that are not allowed';

/** Free text: no NUL or other control characters; tabs and line breaks are fine. */
export function isCleanText(text: string): boolean {
  return !CONTROL_CHARACTERS.test(text);
}

/** One line of text (a name, an id, a chat line): no control characters at all. */
export function isCleanLine(text: string): boolean {
  return !CONTROL_OR_LINE_BREAK.test(text);
}

/**
 * The first problem with an untrusted JSON value's strings, or null: a string (or key) with a
 * forbidden character, a string longer than `maxLength`, or nesting deeper than `maxDepth`.
 */
export function untrustedValueProblem(
  value: unknown,
  limits: { maxLength: number; maxDepth: number },
  depth = 0,
): string | null {
  if (typeof value === 'string') {
    if (!isCleanText(value)) return CONTROL_CHARACTER_MESSAGE;
    if (value.length > limits.maxLength) return 'The request holds a text that is too long';
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  if (depth >= limits.maxDepth) return 'The request is nested too deeply';
  const entries = Array.isArray(value)
    ? value.map((item) => ['', item] as const)
    : Object.entries(value);
  for (const [key, item] of entries) {
    if (!isCleanLine(key)) return CONTROL_CHARACTER_MESSAGE;
    if (PROTOTYPE_KEYS.has(key)) return RESERVED_KEY_MESSAGE;
    const problem = untrustedValueProblem(item, limits, depth + 1);
    if (problem) return problem;
  }
  return null;
}
