import { createChallenge, verifySolution } from 'altcha-lib/v1';
import { describe, expect, it } from 'vitest';
import { solveCaptcha } from './captcha-solver';

describe('the captcha solver', () => {
  it('finds the number the server hid and produces a payload the server accepts', async () => {
    const challenge = await createChallenge({ hmacKey: 'key', number: 1234, maxnumber: 5000 });
    const solution = await solveCaptcha(challenge);
    expect(solution).not.toBeNull();
    const payload = JSON.parse(atob(solution ?? '')) as { number: number };
    expect(payload.number).toBe(1234);
    expect(await verifySolution(solution ?? '', 'key', false)).toBe(true);
  });

  it('gives up when asked to', async () => {
    const challenge = await createChallenge({ hmacKey: 'key', number: 4000, maxnumber: 5000 });
    expect(await solveCaptcha(challenge, () => true)).toBeNull();
  });
});
