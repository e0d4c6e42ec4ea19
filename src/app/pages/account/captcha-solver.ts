/** A proof-of-work challenge as the server issues it (altcha's format). */
export interface CaptchaChallenge {
  algorithm: 'SHA-1' | 'SHA-256' | 'SHA-512';
  challenge: string;
  maxnumber?: number;
  salt: string;
  signature: string;
}

function hex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Finds the number n for which hash(salt + n) is the challenge, with Web Crypto, and returns
 * the base64 JSON solution the server verifies. `shouldStop` lets the page give up.
 */
export async function solveCaptcha(
  challenge: CaptchaChallenge,
  shouldStop: () => boolean = () => false,
  subtle: SubtleCrypto = globalThis.crypto.subtle,
): Promise<string | null> {
  const encoder = new TextEncoder();
  const max = challenge.maxnumber ?? 1_000_000;
  for (let number = 0; number <= max; number += 1) {
    if (number % 1000 === 0 && shouldStop()) return null;
    const digest = await subtle.digest(
      challenge.algorithm,
      encoder.encode(`${challenge.salt}${number}`),
    );
    if (hex(digest) === challenge.challenge) {
      return btoa(
        JSON.stringify({
          algorithm: challenge.algorithm,
          challenge: challenge.challenge,
          number,
          salt: challenge.salt,
          signature: challenge.signature,
        }),
      );
    }
  }
  return null;
}
