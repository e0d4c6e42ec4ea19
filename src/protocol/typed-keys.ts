/**
 * The keys of a table keyed by a string union, typed as that union. The wire's name lists are
 * written as such tables (`Record<Name, true>`) so that the compiler insists on every name once;
 * this turns the table back into the list the sockets listen on.
 */
export function typedKeys<K extends string>(table: Record<K, unknown>): K[] {
  const keys: K[] = [];
  for (const key in table) {
    if (Object.hasOwn(table, key)) keys.push(key);
  }
  return keys;
}
