/** Product identity and the business constants of the specs' section 9. */
export const PRODUCT = 'ashtable';
export const PRODUCT_TITLE = 'Ashtable';
export const BUILD_NUMBER = 418;
export const RELEASE_DATE = '2025-09-24';

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 15;
export const PASSWORD_MIN = 6;
export const AVATAR_MAX_BYTES = 102400;
export const BACKGROUND_MAX_BYTES = 5 * 1024 * 1024;
export const TIMER_SETTING_MIN = 0;
export const TIMER_SETTING_MAX = 10;

export const ELO_START = 1500;
export const ELO_MIN_RANKED_GAMES = 6;
export const ELO_INACTIVE_MONTHS = 3;
export const NEW_PLAYER_GAMES = 12;

export const PING_INTERVAL_MS = 10_000;
export const PING_GOOD_MS = 150;
export const PING_WARNING_MS = 300;

export const CARD_BASE_WIDTH = 65;
export const CARD_BASE_HEIGHT = 91;
export const CARD_SIZES = { small: 0.6, normal: 1, large: 1.4, 'x-large': 2 } as const;
export type CardSize = keyof typeof CARD_SIZES;
export const CARD_SIZE_ORDER: readonly CardSize[] = ['small', 'normal', 'large', 'x-large'];

export const DEFAULT_BACKGROUND = 'ashesreborn';
export const PERIOD_OPTIONS = [0, 1, 3, 12] as const;

export const DECK_CARD_COUNT = 30;
export const DECK_MAX_COPIES = 3;
export const DECK_DICE_COUNT = 10;
export const DECK_MAX_UNIQUES = 3;
export const DECK_PAGE_SIZE = 8;
export const DECK_PICKER_PAGE_SIZE = 80;
export const HAND_PANEL_MAX = 5;
export const SPELLBOARD_SHOWN_MAX = 2;
