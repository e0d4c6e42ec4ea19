/**
 * Who may watch a finished game's replay by its link, decided once when the game is recorded
 * from its players' profile settings ("Share my replays", on unless turned off; "Show my hand
 * in shared replays", off unless turned on). Changing a setting later applies to the games
 * that end after it: a game's players agreed to what it was when it ended.
 */
import type { UserSettings } from '../../../protocol/user';

export interface SharingSeat {
  name: string;
  /** Null for a seat without an account (the Chimera). */
  userId: number | null;
}

export interface ReplaySharing {
  shared: boolean;
  /** Names of the players whose hand the shared replay shows. */
  hands: string[];
}

export type SharingSettings = Pick<UserSettings, 'shareReplays' | 'showHandInReplays'>;

/** The two sharing settings out of a user's stored settings (anything else there is ignored). */
export function sharingSettings(stored: Record<string, unknown>): SharingSettings {
  const { shareReplays, showHandInReplays } = stored;
  return {
    ...(typeof shareReplays === 'boolean' ? { shareReplays } : {}),
    ...(typeof showHandInReplays === 'boolean' ? { showHandInReplays } : {}),
  };
}

const NOT_SHARED: ReplaySharing = { shared: false, hands: [] };

/**
 * Ranked, casual and solo games alike: a saved replay is shared when every player with an
 * account allows it (the Chimera has nothing to hide). A game without any account is not
 * shared: nobody agreed.
 */
export function replaySharing(
  seats: readonly SharingSeat[],
  settingsOf: ReadonlyMap<number, SharingSettings>,
  replaySaved: boolean,
): ReplaySharing {
  const people = seats.flatMap((seat) =>
    seat.userId === null ? [] : [{ name: seat.name, settings: settingsOf.get(seat.userId) ?? {} }],
  );
  if (!replaySaved || people.length === 0) return NOT_SHARED;
  if (people.some((person) => person.settings.shareReplays === false)) return NOT_SHARED;
  return {
    shared: true,
    hands: people.filter((p) => p.settings.showHandInReplays === true).map((p) => p.name),
  };
}
