// Kept apart from account.ts (which loads yup) so that the app's first page can read the sizes
// without loading the validation library.

/** Card image sizes of the profile settings (the spec's `cardSize` values). */
export const CARD_SIZES = ['small', 'normal', 'large', 'x-large'] as const;
export type CardSize = (typeof CARD_SIZES)[number];
