/**
 * How a user's name is styled wherever it is shown (lobby, game chat): the role as a style
 * class and the favourite colour. The role itself is never printed.
 */

/** The style class of a role: `role-` and the role in lowercase, safe as a class name. */
export function roleClassName(role: string | null | undefined): string {
  if (!role) return '';
  return `role-${role.toLowerCase().replace(/[^a-z0-9-]/g, '-')}`;
}

/** A favourite colour as stored: `#` and 3 to 8 hex digits. */
const COLOUR = /^#[0-9a-fA-F]{3,8}$/;

/** The favourite colour when it is a real colour, else null (the name keeps its default). */
export function nameColour(faveColor: string | null | undefined): string | null {
  return faveColor && COLOUR.test(faveColor) ? faveColor : null;
}
