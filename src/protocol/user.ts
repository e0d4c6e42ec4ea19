import { DEFAULT_BACKGROUND } from '../domain/constants';

/** Permission flags of accounts-and-shell.md section 3. */
export const PERMISSION_FLAGS = [
  'canEditNews',
  'canManageUsers',
  'canManagePermissions',
  'canManageGames',
  'canManageNodes',
  'canModerateChat',
  'canVerifyDecks',
  'canManageBanlist',
  'canManageTournaments',
  'isAdmin',
  'isContributor',
  'isSupporter',
  'isWinner',
  'isPreviousWinner',
  'keepsSupporterWithNoPatreon',
] as const;
export type PermissionFlag = (typeof PERMISSION_FLAGS)[number];
export type Permissions = Partial<Record<PermissionFlag, boolean>>;

export interface OptionSettings {
  orderForcedAbilities: boolean;
  confirmOneClick: boolean;
  allowAutoCancel: boolean;
  alwaysGroupTactics: boolean;
  dontIceTrapOwnUnits: boolean;
  noAttackAlerts: boolean;
  manualAlts: boolean;
  leftMode: boolean;
  compactLayout: boolean;
  bluffTimer: number;
  alertTimer: number;
}

export const DEFAULT_OPTION_SETTINGS: OptionSettings = {
  orderForcedAbilities: false,
  confirmOneClick: false,
  allowAutoCancel: false,
  alwaysGroupTactics: false,
  dontIceTrapOwnUnits: true,
  noAttackAlerts: false,
  manualAlts: false,
  leftMode: true,
  compactLayout: true,
  bluffTimer: 0,
  alertTimer: 5,
};

export interface UserSettings {
  background?: string;
  cardSize?: string;
  customBackground?: string;
  eloOptOut?: boolean;
  optionSettings?: Partial<OptionSettings>;
  /** Share my replays: anyone with the link may watch games I finish (unset means yes). */
  shareReplays?: boolean;
  /** Show my hand in shared replays (unset means no). */
  showHandInReplays?: boolean;
}

const DEFAULT_CARD_SIZE = 'normal';

/**
 * Settings as they are sent: whatever was saved over the profile form's defaults, so a new
 * user's settings carry a background, a card size and every option setting.
 */
export function withDefaultSettings(
  settings: UserSettings,
): UserSettings & { optionSettings: OptionSettings } {
  return {
    background: DEFAULT_BACKGROUND,
    cardSize: DEFAULT_CARD_SIZE,
    ...settings,
    optionSettings: { ...DEFAULT_OPTION_SETTINGS, ...settings.optionSettings },
  };
}

/** The signed-in user as the client holds it (never another user's private fields). */
export interface ClientUser {
  id: number;
  username: string;
  email: string;
  avatar: string | null;
  permissions: Permissions;
  settings: UserSettings;
  rankedGamesPlayed: number;
  eloRating: number;
  patreon: string | null;
  gamesPlayed: number;
  role: string;
  faveColor: string | null;
  blockList: string[];
  altArts: Record<string, string[]>;
}
