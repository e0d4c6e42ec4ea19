import * as yup from 'yup';
import { CARD_SIZES } from './card-sizes';
import type { ClientUser } from './user';

/**
 * Account forms and calls of accounts-and-shell.md (sections 5 and 7). The same schemas
 * validate the browser forms and the server's request bodies, so both say the same thing.
 */

export const USERNAME_PATTERN = /^[A-Za-z0-9_-]+$/;
export const USERNAME_CHARACTERS_MESSAGE =
  'Usernames must only use the characters a-z, 0-9, _ and -';
export const FORM_ERROR_MESSAGE =
  'There was an error in one or more fields, please see below, correct the error and try again.';
export const PASSWORD_MIN = 6;
/** Not in the spec; a bound so nobody can make the server hash megabytes. */
export const PASSWORD_MAX = 200;
export const EMAIL_MAX = 254;
export const AVATAR_MAX_BYTES = 102400;
export const BACKGROUND_MAX_BYTES = 5 * 1024 * 1024;
export const DEFAULT_BACKGROUND = 'ashesreborn';

const newPassword = () =>
  yup
    .string()
    .required('You must specify a password')
    .min(PASSWORD_MIN, 'Password must be at least 6 characters')
    .max(PASSWORD_MAX, 'Password must be no more than 200 characters');

const email = () =>
  yup
    .string()
    .trim()
    .required('You must specify an email address')
    .max(EMAIL_MAX, 'Please enter a valid email address')
    .email('Please enter a valid email address');

/** POST /api/account/register */
export const registerSchema = yup
  .object({
    username: yup
      .string()
      .trim()
      .required('You must specify a username')
      .min(3, 'Username must be at least 3 characters and no more than 15 characters long')
      .max(15, 'Username must be at least 3 characters and no more than 15 characters long')
      .matches(USERNAME_PATTERN, USERNAME_CHARACTERS_MESSAGE),
    email: email(),
    password: newPassword(),
  })
  .required();
export type RegisterRequest = yup.InferType<typeof registerSchema>;

/** The register form: the call's fields plus the confirmation. */
export const registerFormSchema = registerSchema.shape({
  password1: yup
    .string()
    .required('You must confirm your password')
    .oneOf([yup.ref('password')], 'The passwords you have entered do not match'),
});
export type RegisterForm = yup.InferType<typeof registerFormSchema>;

/** POST /api/account/login */
export const loginSchema = yup
  .object({
    username: yup.string().trim().required('You must specify a username').max(EMAIL_MAX),
    password: yup.string().required('You must specify a password').max(PASSWORD_MAX),
  })
  .required();
export type LoginRequest = yup.InferType<typeof loginSchema>;

/** POST /api/account/password-reset (the "forgot password" form) */
export const forgotPasswordSchema = yup
  .object({
    username: yup
      .string()
      .trim()
      .required('You must enter your username or email address.')
      .max(EMAIL_MAX, 'Please enter your username or email address'),
    captcha: yup.string().required('You must complete the captcha.').max(4096),
  })
  .required();
export type ForgotPasswordRequest = yup.InferType<typeof forgotPasswordSchema>;

const linkParams = {
  id: yup.string().required('id must be specified').max(100),
  token: yup.string().required('token must be specified').max(2000),
};

/** POST /api/account/password-reset-finish */
export const resetPasswordSchema = yup
  .object({ ...linkParams, newPassword: newPassword() })
  .required();
export type ResetPasswordRequest = yup.InferType<typeof resetPasswordSchema>;

export const resetPasswordFormSchema = yup
  .object({
    newPassword: newPassword(),
    newPasswordAgain: yup
      .string()
      .required('You must confirm your password')
      .oneOf([yup.ref('newPassword')], 'The passwords you have entered do not match'),
  })
  .required();
export type ResetPasswordForm = yup.InferType<typeof resetPasswordFormSchema>;

/** POST /api/account/activate */
export const activateSchema = yup.object(linkParams).required();
export type ActivateRequest = yup.InferType<typeof activateSchema>;

/** The refresh token the client keeps: its session id and the secret. */
export interface RefreshToken {
  id: string;
  token: string;
}

/** POST /api/account/token: `token` is the refresh token. */
export const refreshSchema = yup
  .object({
    token: yup
      .object({
        id: yup.string().strict().required().max(100),
        token: yup.string().strict().required().max(200),
      })
      .required('token must be specified'),
  })
  .required();

/** POST /api/account/logout: the refresh token to revoke (optional). */
export const logoutSchema = yup
  .object({
    token: yup
      .object({
        id: yup.string().strict().required().max(100),
        token: yup.string().strict().required().max(200),
      })
      .default(undefined),
  })
  .required();

/** POST /api/account/{username}/blocklist */
export const blockListSchema = yup
  .object({
    username: yup
      .string()
      .trim()
      .required('You must specify a username to block.')
      .max(15, 'User was not found.'),
  })
  .required();
export type BlockListRequest = yup.InferType<typeof blockListSchema>;

/** POST /api/account/linkPatreon */
export const linkPatreonSchema = yup
  .object({ code: yup.string().required('code must be specified').max(2000) })
  .required();

const timer = () =>
  yup
    .number()
    .strict()
    .integer('Timers must be whole seconds')
    .min(0, 'Timers must be between 0 and 10')
    .max(10, 'Timers must be between 0 and 10');

export const optionSettingsSchema = yup
  .object({
    orderForcedAbilities: yup.boolean().strict(),
    confirmOneClick: yup.boolean().strict(),
    allowAutoCancel: yup.boolean().strict(),
    alwaysGroupTactics: yup.boolean().strict(),
    dontIceTrapOwnUnits: yup.boolean().strict(),
    noAttackAlerts: yup.boolean().strict(),
    manualAlts: yup.boolean().strict(),
    leftMode: yup.boolean().strict(),
    compactLayout: yup.boolean().strict(),
    bluffTimer: timer(),
    alertTimer: timer(),
  })
  .noUnknown('Unknown game setting')
  .default(undefined);

/** The profile form (client side): section 5's profile rules. */
export const profileFormSchema = yup
  .object({
    username: yup
      .string()
      .required('You must specify a username')
      .min(3, 'Your username must be at least 3 characters long')
      .max(15, 'Your username cannot be more than 15 charcters')
      .matches(USERNAME_PATTERN, USERNAME_CHARACTERS_MESSAGE),
    email: email(),
    password: yup
      .string()
      .default('')
      .test('min', 'Password must be at least 6 characters', (v) => !v || v.length >= 6)
      .max(PASSWORD_MAX, 'Password must be no more than 200 characters'),
    passwordAgain: yup
      .string()
      .default('')
      .oneOf([yup.ref('password')], 'The passwords you have entered do not match'),
  })
  .required();
export type ProfileForm = yup.InferType<typeof profileFormSchema>;

/** The settings part of the profile save payload. */
export const profileSettingsSchema = yup
  .object({
    optionSettings: optionSettingsSchema,
    background: yup
      .string()
      .strict()
      .max(60)
      .matches(/^[a-z0-9_-]+$/i, 'Unknown background'),
    cardSize: yup.string().strict().oneOf(CARD_SIZES, 'Unknown card size'),
    eloOptOut: yup.boolean().strict(),
    shareReplays: yup.boolean().strict(),
    showHandInReplays: yup.boolean().strict(),
  })
  .noUnknown('Unknown setting')
  .default(undefined);

/** PUT /api/account/{username}: `data` is the profile save payload of section 3. */
export const profileSaveSchema = yup
  .object({
    data: yup
      .object({
        username: yup.string().strict().required('You must specify a username').max(15),
        email: email(),
        password: yup
          .string()
          .strict()
          .nullable()
          .test('min', 'Password must be at least 6 characters', (v) => !v || v.length >= 6)
          .max(PASSWORD_MAX, 'Password must be no more than 200 characters'),
        avatar: yup
          .string()
          .strict()
          .nullable()
          .max(
            Math.ceil((AVATAR_MAX_BYTES * 4) / 3) + 200,
            'Image must be less than 100KB in size',
          ),
        customBackground: yup
          .string()
          .strict()
          .nullable()
          .max(Math.ceil((BACKGROUND_MAX_BYTES * 4) / 3) + 200, 'File must be less than 5MB'),
        settings: profileSettingsSchema,
      })
      .required('data must be specified'),
  })
  .required();
export type ProfileSaveData = yup.InferType<typeof profileSaveSchema>['data'];

/** POST /api/banlist */
export const banlistSchema = yup
  .object({ ip: yup.string().trim().required('Please enter the Ip address').max(45) })
  .required();

/** GET /api/user/{username} (admin): never the user's email or password. */
export interface AdminUserView {
  id: number;
  username: string;
  avatar: string | null;
  permissions: Record<string, boolean>;
  verified: boolean;
  disabled: boolean;
  activated: boolean;
  faveColor: string | null;
  patreon: string | null;
  altArts: Record<string, string[]>;
  gamesPlayed: number;
  registered: string;
  lastLogin: string | null;
}

/** PUT /api/user/{username} (admin) */
export const adminUserSaveSchema = yup
  .object({
    userToChange: yup
      .object({
        verified: yup.boolean().strict(),
        disabled: yup.boolean().strict(),
        faveColor: yup
          .string()
          .strict()
          .nullable()
          .matches(/^(#[0-9a-fA-F]{3,8})?$/, 'Favourite colour must be a colour like #ff8800'),
        permissions: yup
          .object()
          .test(
            'flags',
            'Permissions must be a map of true/false flags',
            (value) =>
              value === undefined ||
              Object.values(value as Record<string, unknown>).every((v) => typeof v === 'boolean'),
          )
          .default(undefined),
      })
      .required('userToChange must be specified'),
  })
  .required();

/** PATCH /api/user/{username}/alts (admin): the whole map of card stub to image stubs. */
export const adminAltsSaveSchema = yup
  .object({
    userToChange: yup
      .object({
        altArts: yup
          .object()
          .required('altArts must be specified')
          .test('alts', 'altArts must map card stubs to lists of alt image stubs', (value) =>
            Object.entries(value as Record<string, unknown>).every(
              ([stub, alts]) =>
                stub.length <= 100 &&
                Array.isArray(alts) &&
                alts.every((alt) => typeof alt === 'string' && alt.length <= 100),
            ),
          ),
      })
      .required('userToChange must be specified'),
  })
  .required();

/** POST /api/account/register: activationRequired says whether the new account can log in yet. */
export interface RegisterResponse {
  success: true;
  activationRequired: boolean;
  message: string;
}

export interface AuthResponse {
  success: true;
  token: string;
  refreshToken: RefreshToken;
  user: ClientUser;
}

/**
 * POST /api/account/token. The refresh token stays the same for the session's life (the
 * spec's client keeps the one it got at login); a refused refresh is `success: false`.
 */
export type RefreshResponse = AuthResponse | { success: false; message: string };

export interface SessionView {
  id: string;
  ip: string;
  lastUsed: string;
  /** True for the session that made the request. */
  current?: boolean;
}

export interface BanListEntry {
  id: number;
  ip: string;
  added: string;
  user: string;
}

export interface AltCard {
  alt: string;
  name: string;
  stub: string;
}

/** Supporter status (section 3): Unlinked 0, Linked 1, Pledged 2. */
export const PatreonStatus = { Unlinked: 0, Linked: 1, Pledged: 2 } as const;
export type PatreonStatusValue = (typeof PatreonStatus)[keyof typeof PatreonStatus];

export function patreonStatus(patreon: string | null | undefined): PatreonStatusValue {
  if (!patreon || patreon === 'unlinked') return PatreonStatus.Unlinked;
  return patreon === 'pledged' ? PatreonStatus.Pledged : PatreonStatus.Linked;
}

/** A supporter is pledged on the supporter service or holds isSupporter. */
export function isSupporter(user: Pick<ClientUser, 'patreon' | 'permissions'>): boolean {
  return patreonStatus(user.patreon) === PatreonStatus.Pledged || !!user.permissions.isSupporter;
}

/** Where an uploaded avatar and a custom background are served. */
export function avatarUrl(avatar: string): string {
  return `/img/avatar/${avatar}.png`;
}
export function customBackgroundUrl(name: string): string {
  return `/img/custom/${name}.png`;
}
