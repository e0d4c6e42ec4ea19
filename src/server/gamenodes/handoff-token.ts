import type { TokenSigner } from '../auth/tokens';

const PURPOSE = 'handoff';
/** Long enough to connect and reconnect during a game; the game socket keeps it. */
const HANDOFF_TTL_SECONDS = 6 * 60 * 60;

export interface HandoffClaims {
  gameId: string;
  userId: number;
  username: string;
  node: string;
}

export function signHandoff(signer: TokenSigner, claims: HandoffClaims): Promise<string> {
  return signer.signPurpose(PURPOSE, { ...claims }, HANDOFF_TTL_SECONDS);
}

export async function verifyHandoff(
  signer: TokenSigner,
  token: string,
): Promise<HandoffClaims | null> {
  const payload = await signer.verifyPurpose(PURPOSE, token);
  if (!payload) return null;
  const { gameId, userId, username, node } = payload;
  if (
    typeof gameId !== 'string' ||
    typeof userId !== 'number' ||
    typeof username !== 'string' ||
    typeof node !== 'string'
  ) {
    return null;
  }
  return { gameId, userId, username, node };
}
