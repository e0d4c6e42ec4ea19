// Kept apart from account.ts (which loads yup) so that the app's first page can read the sizes
// without loading the validation library; the app's image sizes live here too, so that the
// first page loads the sizes as one module.

/** Card image sizes of the profile settings (the spec's `cardSize` values). */
export const CARD_SIZES = ['small', 'normal', 'large', 'x-large'] as const;
export type CardSize = (typeof CARD_SIZES)[number];

/** The profile's card image sizes' multipliers of the 65x91 base. */
export const CARD_SIZE_MULTIPLIERS: Record<CardSize, number> = {
  small: 0.6,
  normal: 1,
  large: 1.4,
  'x-large': 2,
};

export const CARD_BASE_WIDTH = 65;
export const CARD_BASE_HEIGHT = 91;

export function isCardSize(value: unknown): value is CardSize {
  return typeof value === 'string' && (CARD_SIZES as readonly string[]).includes(value);
}

/** A stored setting as a size, normal when unset or unknown. */
export function cardSizeOf(setting: string | null | undefined): CardSize {
  return isCardSize(setting) ? setting : 'normal';
}

/** One size step up or down; steps stop at the ends. */
export function stepCardSize(size: CardSize, direction: 1 | -1): CardSize {
  const index = CARD_SIZES.indexOf(size) + direction;
  return CARD_SIZES[Math.min(CARD_SIZES.length - 1, Math.max(0, index))] ?? size;
}
