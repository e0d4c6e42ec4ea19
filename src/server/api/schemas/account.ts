import {
  activateSchema,
  blockListSchema,
  forgotPasswordSchema,
  linkPatreonSchema,
  loginSchema,
  logoutSchema,
  profileSaveSchema,
  refreshSchema,
  registerSchema,
  resetPasswordSchema,
} from '../../../protocol/account';
import type { AuthResponse, RegisterResponse } from '../../../protocol/account';
import {
  bool,
  failure,
  fromYup,
  listOf,
  noBody,
  nullable,
  objectOf,
  oneOfValues,
  route,
  successOf,
  text,
} from './common';
import type { RouteSchemas } from './common';
import { captchaChallenge, clientUser, refreshToken, sessionView } from './shapes';

/** Schemas of the account routes (accounts-and-shell.md sections 2 to 7). */

const tags = ['account'];
const messageOnly = successOf<{ success: true; message: string }>({ message: text });
const authAnswer = successOf<AuthResponse>({ token: text, refreshToken, user: clientUser });
const ownAccount = objectOf({ username: text });
const patreonAnswer = successOf<{ success: true; user: unknown; status: number }>({
  user: clientUser,
  status: { ...oneOfValues([0, 1, 2]), description: 'Unlinked 0, Linked 1, Pledged 2' },
});
const blockListAnswer = successOf<{
  success: true;
  message: string;
  username: string;
  blockList: string[];
}>({ message: text, username: text, blockList: listOf(text) });

export const accountRouteSchemas: RouteSchemas = {
  'POST /api/account/register': route({
    summary: 'Register an account',
    tags,
    body: fromYup(registerSchema),
    ok: {
      200: successOf<RegisterResponse>({ activationRequired: bool, message: text }),
    },
    fails: [429],
  }),
  'POST /api/account/login': route({
    summary: 'Log in with a username or email and password',
    tags,
    body: fromYup(loginSchema),
    ok: { 200: authAnswer },
    fails: [401, 429],
  }),
  'POST /api/account/token': route({
    summary: 'Renew the access token with the refresh token',
    tags,
    body: fromYup(refreshSchema),
    // A refused refresh is an answer (success false), not an error status.
    ok: { 200: { anyOf: [authAnswer, failure] } },
    fails: [429],
  }),
  'POST /api/account/password-reset': route({
    summary: 'Ask for a password reset mail',
    tags,
    body: fromYup(forgotPasswordSchema),
    ok: { 200: messageOnly },
    fails: [429],
  }),
  'GET /api/account/captcha': route({
    summary: 'A captcha challenge for the forgot-password form',
    tags,
    ok: { 200: captchaChallenge },
  }),
  'POST /api/account/password-reset-finish': route({
    summary: 'Set a new password with the mailed reset link',
    tags,
    body: fromYup(resetPasswordSchema),
    ok: { 200: messageOnly },
  }),
  'POST /api/account/activate': route({
    summary: 'Activate an account with the mailed link',
    tags,
    body: fromYup(activateSchema),
    ok: { 200: messageOnly },
  }),
  'POST /api/account/checkauth': route({
    summary: 'The signed-in user',
    tags,
    body: noBody,
    ok: { 200: successOf<{ success: true; user: unknown }>({ user: clientUser }) },
    fails: [401],
  }),
  'POST /api/account/logout': route({
    summary: 'Log out, revoking the refresh token when given',
    tags,
    body: fromYup(logoutSchema),
    ok: { 200: successOf<{ success: true; revoked: boolean }>({ revoked: bool }) },
  }),
  'GET /api/account/patreon': route({
    summary: 'Where Link Account sends the browser (null while not configured)',
    tags,
    ok: { 200: successOf<{ success: true; url: string | null }>({ url: nullable(text) }) },
  }),
  'POST /api/account/linkPatreon': route({
    summary: 'Link the supporter-service account with its authorisation code',
    tags,
    body: fromYup(linkPatreonSchema),
    ok: { 200: patreonAnswer },
    fails: [401],
  }),
  'POST /api/account/unlinkPatreon': route({
    summary: 'Unlink the supporter-service account',
    tags,
    body: noBody,
    ok: { 200: patreonAnswer },
    fails: [401],
  }),
  'PUT /api/account/:username': route({
    summary: 'Save the own profile and settings',
    tags,
    params: ownAccount,
    body: fromYup(profileSaveSchema),
    ok: {
      200: successOf<{ success: true; message: string; token: string; user: unknown }>({
        message: text,
        token: text,
        user: clientUser,
      }),
    },
    fails: [401, 403],
  }),
  'GET /api/account/:username/blocklist': route({
    summary: 'The own block list',
    tags,
    params: ownAccount,
    ok: { 200: successOf<{ success: true; blockList: string[] }>({ blockList: listOf(text) }) },
    fails: [401, 403],
  }),
  'POST /api/account/:username/blocklist': route({
    summary: 'Add a user to the own block list',
    tags,
    params: ownAccount,
    body: fromYup(blockListSchema),
    ok: { 200: blockListAnswer },
    fails: [401, 403, 404],
  }),
  'DELETE /api/account/:username/blocklist/:entry': route({
    summary: 'Remove a user from the own block list',
    tags,
    params: objectOf({ username: text, entry: text }),
    ok: { 200: blockListAnswer },
    fails: [401, 403, 404],
  }),
  'GET /api/account/:username/sessions': route({
    summary: 'The own sessions (devices signed in)',
    tags,
    params: ownAccount,
    ok: {
      200: successOf<{ success: true; tokens: unknown[] }>({ tokens: listOf(sessionView) }),
    },
    fails: [401, 403],
  }),
  'DELETE /api/account/:username/sessions/:id': route({
    summary: 'End one of the own sessions',
    tags,
    params: objectOf({ username: text, id: text }),
    ok: {
      200: successOf<{ success: true; message: string; tokenId: string }>({
        message: text,
        tokenId: text,
      }),
    },
    fails: [401, 403, 404],
  }),
};
