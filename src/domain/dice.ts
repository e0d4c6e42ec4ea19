/** The nine magic types a die can belong to (artifice and astral: Ashes Ascendancy). */
export const MAGIC_TYPES = [
  'ceremonial',
  'charm',
  'divine',
  'illusion',
  'natural',
  'sympathy',
  'time',
  'artifice',
  'astral',
] as const;
export type Magic = (typeof MAGIC_TYPES)[number];

/** The faces of a die, from lowest to highest. */
export const DIE_LEVELS = ['basic', 'class', 'power'] as const;
export type DieLevel = (typeof DIE_LEVELS)[number];

export function isMagic(value: unknown): value is Magic {
  return typeof value === 'string' && (MAGIC_TYPES as readonly string[]).includes(value);
}

export interface DicePoolEntry {
  magic: Magic;
  count: number;
}
