import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { InferType, Schema } from 'yup';
import { ValidationError } from 'yup';
import type { AuthResponse } from '../../protocol/account';
import type { ServerContext } from '../context';
import type { UserRow } from '../services/accounts';
import { toClientUser } from '../services/accounts';
import { CaptchaService } from '../services/captcha';
import { EmailService } from '../services/email';
import { ImageStore } from '../services/images';
import { PatreonService } from '../services/patreon';
import { SessionService } from '../services/sessions';

/** The account area's services, made once per server. */
export interface AccountServices {
  sessions: SessionService;
  email: EmailService;
  captcha: CaptchaService;
  patreon: PatreonService;
  avatars: ImageStore;
  backgrounds: ImageStore;
  /** New accounts wait for the emailed link (REQUIRE_ACTIVATION, or real mail configured). */
  requireActivation: boolean;
}

const servicesByContext = new WeakMap<ServerContext, AccountServices>();

export function accountServices(ctx: ServerContext): AccountServices {
  let services = servicesByContext.get(ctx);
  if (!services) {
    const { config } = ctx;
    services = {
      sessions: new SessionService(ctx.database.db),
      email: new EmailService({
        smtpUrl: config.smtpUrl,
        from: config.smtpFrom,
        smtpCa: config.smtpCa,
        dataDir: config.dataDir,
        logger: ctx.logger,
        onOutcome: (outcome) => ctx.metrics.email(outcome),
      }),
      captcha: new CaptchaService(config.jwtSecret, ctx.database.db),
      patreon: new PatreonService(config.patreon, `${config.publicUrl}/patreon`),
      avatars: new ImageStore(config.dataDir, 'avatars'),
      backgrounds: new ImageStore(config.dataDir, 'backgrounds'),
      requireActivation: config.requireActivation || config.smtpUrl !== null,
    };
    servicesByContext.set(ctx, services);
  }
  return services;
}

/** Sends `{success:false, message}` with the status; returns the reply for `return`. */
export function fail(reply: FastifyReply, status: number, message: string | string[]) {
  return reply.code(status).send({ success: false, message });
}

/**
 * Validates a request part with a shared schema, strictly (no coercion: a number where a
 * string belongs is an error). On failure answers 400 with the first message and returns
 * null, so the handler stops before changing anything.
 */
export async function validate<S extends Schema>(
  schema: S,
  value: unknown,
  reply: FastifyReply,
): Promise<InferType<S> | null> {
  try {
    return await schema.validate(value ?? {}, { abortEarly: true, strict: true });
  } catch (error) {
    const message =
      error instanceof ValidationError ? (error.errors[0] ?? error.message) : 'Invalid request';
    void fail(reply, 400, message);
    return null;
  }
}

/** A fresh access token and a new session (refresh token) for a successful login. */
export async function issueLogin(
  ctx: ServerContext,
  row: UserRow,
  ip: string,
): Promise<AuthResponse> {
  const refreshToken = await accountServices(ctx).sessions.create(row.id, ip);
  const token = await ctx.signer.signAccess({
    userId: row.id,
    username: row.username,
    sessionId: refreshToken.id,
  });
  return { success: true, token, refreshToken, user: toClientUser(row) };
}

/**
 * Registers routes in their own scope with a per-IP rate limit available to them
 * (`config: { rateLimit: authLimit(ctx) }`), leaving other areas' routes untouched.
 */
export async function withRateLimit(
  app: FastifyInstance,
  routes: (scope: FastifyInstance) => void | Promise<void>,
) {
  await app.register(async (scope) => {
    await scope.register(rateLimit, {
      global: false,
      errorResponseBuilder: () => ({
        statusCode: 429,
        success: false,
        message: 'Too many requests, please wait a minute and try again.',
      }),
    });
    await routes(scope);
  });
}

export function authLimit(ctx: ServerContext) {
  return { max: ctx.config.authRateLimit, timeWindow: 60_000 };
}
