/**
 * The version of the rules layout a game state was made under. A state holds frames that
 * point into step lists by position and triggers by card and id; when a procedure's steps,
 * a card script's steps, its trigger ids or ability ids change, a stored state could resume
 * at the wrong step. Bump this number with any such change: applyCommand then refuses a
 * state of another version instead of resuming it wrongly.
 */
export const RULES_VERSION = 8;

export const RULES_VERSION_MISMATCH =
  'This game was started under another version of the rules engine and cannot continue';
