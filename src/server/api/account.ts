import {
  clearFailedLogins,
  lockedMessage,
  lockedUntil,
  recordFailedLogin,
} from '../services/login-lockout';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  activateSchema,
  forgotPasswordSchema,
  loginSchema,
  logoutSchema,
  refreshSchema,
  registerSchema,
  resetPasswordSchema,
} from '../../protocol/account';
import type { RefreshResponse } from '../../protocol/account';
import { requireUser } from '../auth/guard';
import type { ServerContext } from '../context';
import { users } from '../db/schema';
import {
  findUserByEmail,
  findUserById,
  findUserByName,
  isIpBanned,
  toClientUser,
} from '../services/accounts';
import { activationEmail, passwordResetEmail, welcomeEmail } from '../services/email-templates';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../services/passwords';
import { normaliseIp } from '../services/sessions';
import {
  accountServices,
  authLimit,
  fail,
  issueLogin,
  validate,
  withRateLimit,
} from './account-helpers';

export const EMAIL_TAKEN = 'An account with that email already exists, please use another';
export const NAME_TAKEN = 'An account with that name already exists, please choose another';
export const INVALID_LOGIN = 'Invalid username/password';
/** Sent with 400, not 403: the client turns every 403 into the Unauthorised page. */
export const BANNED_MESSAGE = 'Your IP address has been banned from this site.';
export const DISABLED_MESSAGE = 'This account has been disabled.';
export const NOT_ACTIVATED_MESSAGE =
  'You must activate your account before logging in. Please click on the link in your activation email.';
export const FORGOT_MESSAGE =
  'Your request was received. If an account matches, an email with a link to reset your password is on its way.';
const ACTIVATION_TTL_SECONDS = 7 * 24 * 3600;
const RESET_TTL_SECONDS = 24 * 3600;

export const SESSION_ENDED = 'Your session has ended. Please log in again.';

function refreshRefused(): RefreshResponse {
  return { success: false, message: SESSION_ENDED };
}

/** Ties a reset link to the password it replaces, so the link works only once. */
function passwordFingerprint(passwordHash: string): string {
  return createHash('sha256').update(passwordHash).digest('base64url').slice(0, 16);
}

/**
 * Register, activate, login, refresh, logout, checkauth and the forgot/reset password flow
 * with its captcha (accounts-and-shell.md sections 4, 5, 7).
 */
export async function registerAccountRoutes(app: FastifyInstance, ctx: ServerContext) {
  const { db } = ctx.database;
  const services = accountServices(ctx);

  await withRateLimit(app, (scope) => {
    const limited = { config: { rateLimit: authLimit(ctx) } };

    scope.post('/api/account/register', limited, async (request, reply) => {
      const body = await validate(registerSchema, request.body, reply);
      if (!body) return reply;
      if (await isIpBanned(db, request.ip)) return fail(reply, 400, BANNED_MESSAGE);
      if (await findUserByName(db, body.username)) return fail(reply, 400, NAME_TAKEN);
      if (await findUserByEmail(db, body.email)) return fail(reply, 400, EMAIL_TAKEN);
      const activated = !services.requireActivation;
      let row;
      try {
        [row] = await db
          .insert(users)
          .values({
            username: body.username,
            email: body.email,
            passwordHash: await hashPassword(body.password),
            activated,
            registrationIp: normaliseIp(request.ip),
          })
          .returning();
      } catch {
        // Two registrations raced for the same name or email; the unique index decided.
        return fail(reply, 400, NAME_TAKEN);
      }
      if (!row) return fail(reply, 500, 'The account could not be created.');
      const token = await ctx.signer.signPurpose(
        'activate',
        { uid: row.id },
        ACTIVATION_TTL_SECONDS,
      );
      const link = `${ctx.config.publicUrl}/activation?id=${row.id}&token=${token}`;
      await services.email.send({
        to: row.email,
        toName: row.username,
        ...(activated
          ? welcomeEmail(row.username, `${ctx.config.publicUrl}/login`)
          : activationEmail(row.username, link)),
      });
      return {
        success: true,
        activationRequired: !activated,
        message: activated
          ? 'Your account was successfully registered.  You can now proceed to login.'
          : 'Your account was successfully registered.  Please check your email to activate it.',
      };
    });

    scope.post('/api/account/login', limited, async (request, reply) => {
      const body = await validate(loginSchema, request.body, reply);
      if (!body) return reply;
      if (await isIpBanned(db, request.ip)) return fail(reply, 400, BANNED_MESSAGE);
      const row = body.username.includes('@')
        ? await findUserByEmail(db, body.username)
        : await findUserByName(db, body.username);
      const now = Date.now();
      const locked = row ? lockedUntil(row, now) : null;
      // A locked account is not even tried: a right guess during the lock teaches nothing.
      if (locked !== null) return fail(reply, 429, lockedMessage(locked, now));
      const ok = await verifyPassword(
        body.password,
        row?.passwordHash ?? (await dummyPasswordHash()),
      );
      if (row && !ok) await recordFailedLogin(db, row.id, now);
      if (!row || !ok) return fail(reply, 401, INVALID_LOGIN);
      if (row.disabled) return fail(reply, 400, DISABLED_MESSAGE);
      if (!row.activated) return fail(reply, 400, NOT_ACTIVATED_MESSAGE);
      if (row.failedLogins > 0) await clearFailedLogins(db, row.id);
      await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, row.id));
      return issueLogin(ctx, row, request.ip);
    });

    scope.post('/api/account/token', limited, async (request, reply) => {
      const body = await validate(refreshSchema, request.body, reply);
      if (!body) return reply;
      const result = await services.sessions.renew(body.token, request.ip);
      const row = result.kind === 'renewed' ? await findUserById(db, result.userId) : undefined;
      if (result.kind !== 'renewed' || !row || row.disabled || (await isIpBanned(db, request.ip))) {
        if (result.kind === 'renewed') await services.sessions.remove(result.userId, body.token.id);
        // A refused refresh is an answer, not a failure: the spec's client reads `success`
        // and goes to the login page, where an error status would make it throw.
        return refreshRefused();
      }
      const token = await ctx.signer.signAccess({
        userId: row.id,
        username: row.username,
        sessionId: result.refreshToken.id,
      });
      return { success: true, token, refreshToken: result.refreshToken, user: toClientUser(row) };
    });

    scope.post('/api/account/password-reset', limited, async (request, reply) => {
      const body = await validate(forgotPasswordSchema, request.body, reply);
      if (!body) return reply;
      if (!(await services.captcha.verify(body.captcha))) {
        return fail(reply, 400, 'The captcha was not completed correctly, please try again.');
      }
      const row = body.username.includes('@')
        ? await findUserByEmail(db, body.username)
        : await findUserByName(db, body.username);
      if (row && !row.disabled) {
        const token = await ctx.signer.signPurpose(
          'reset',
          { uid: row.id, fp: passwordFingerprint(row.passwordHash) },
          RESET_TTL_SECONDS,
        );
        const link = `${ctx.config.publicUrl}/reset-password?id=${row.id}&token=${token}`;
        await services.email.send({
          to: row.email,
          toName: row.username,
          ...passwordResetEmail(row.username, link),
        });
      }
      // The same answer whether or not the account exists, so nobody can probe for accounts.
      return { success: true, message: FORGOT_MESSAGE };
    });
  });

  app.get('/api/account/captcha', async () => services.captcha.create());

  app.post('/api/account/password-reset-finish', async (request, reply) => {
    const body = await validate(resetPasswordSchema, request.body, reply);
    if (!body) return reply;
    const invalid = 'This password reset link is invalid or has expired.';
    const claims = await ctx.signer.verifyPurpose('reset', body.token);
    if (!claims || String(claims.uid) !== body.id) return fail(reply, 400, invalid);
    const row = await findUserById(db, Number(body.id));
    if (!row || claims.fp !== passwordFingerprint(row.passwordHash)) {
      return fail(reply, 400, invalid);
    }
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(body.newPassword) })
      .where(eq(users.id, row.id));
    // Whoever knew the old password is signed out everywhere.
    await services.sessions.removeAll(row.id);
    return {
      success: true,
      message: 'Your password has been changed.  You will shortly be redirected to the login page.',
    };
  });

  app.post('/api/account/activate', async (request, reply) => {
    const body = await validate(activateSchema, request.body, reply);
    if (!body) return reply;
    const claims = await ctx.signer.verifyPurpose('activate', body.token);
    if (!claims || String(claims.uid) !== body.id) {
      return fail(reply, 400, 'This activation link is invalid or has expired.');
    }
    const row = await findUserById(db, Number(body.id));
    if (!row) return fail(reply, 400, 'This activation link is invalid or has expired.');
    await db.update(users).set({ activated: true }).where(eq(users.id, row.id));
    return {
      success: true,
      message: 'Your account has been activated. You will shortly be redirected to the login page.',
    };
  });

  app.post('/api/account/checkauth', async (request, reply) => {
    const user = requireUser(request, reply);
    if (!user) return reply;
    const row = await findUserById(db, user.id);
    if (!row) return fail(reply, 401, 'Unauthorized');
    return { success: true, user: toClientUser(row) };
  });

  app.post('/api/account/logout', async (request, reply) => {
    const body = await validate(logoutSchema, request.body, reply);
    if (!body) return reply;
    const revoked = body.token ? await services.sessions.revokeWithSecret(body.token) : false;
    return { success: true, revoked };
  });
}
