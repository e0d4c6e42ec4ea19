import { createHash } from 'node:crypto';
import { createChallenge, verifySolution } from 'altcha-lib/v1';
import type { Challenge } from 'altcha-lib/v1/types';
import { lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { captchaSpent } from '../db/schema';

/** Challenges live this long; the browser solves one in well under a second. */
const CHALLENGE_TTL_MS = 10 * 60 * 1000;
/** The secret number is below this bound: the browser tries half as many hashes on average. */
const MAX_NUMBER = 20_000;

interface SolutionPayload {
  signature: string;
}

/**
 * A self-hosted proof-of-work captcha (no third party, works offline): the server signs
 * a challenge, the browser finds the number whose hash matches, the server verifies the
 * signature and the work and refuses a solution it has seen before.
 */
export class CaptchaService {
  private readonly hmacKey: string;

  constructor(
    secret: string,
    private readonly db: Db,
  ) {
    this.hmacKey = createHash('sha256').update(`captcha:${secret}`).digest('hex');
  }

  create(): Promise<Challenge> {
    return createChallenge({
      hmacKey: this.hmacKey,
      maxnumber: MAX_NUMBER,
      expires: new Date(Date.now() + CHALLENGE_TTL_MS),
    });
  }

  /** True once per valid, unexpired solution (base64 JSON as the widget sends it). */
  async verify(solution: string): Promise<boolean> {
    let payload: SolutionPayload;
    try {
      payload = JSON.parse(Buffer.from(solution, 'base64').toString('utf8')) as SolutionPayload;
    } catch {
      return false;
    }
    if (typeof payload?.signature !== 'string') return false;
    let valid: boolean;
    try {
      valid = await verifySolution(solution, this.hmacKey, true);
    } catch {
      return false;
    }
    if (!valid) return false;
    await this.db.delete(captchaSpent).where(lt(captchaSpent.expiresAt, new Date()));
    const inserted = await this.db
      .insert(captchaSpent)
      .values({
        signature: payload.signature,
        expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
      })
      .onConflictDoNothing()
      .returning({ signature: captchaSpent.signature });
    return inserted.length === 1;
  }
}
