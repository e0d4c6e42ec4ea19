import type { ChatIdentity } from '../../protocol/game-view';
import type { TokenSigner } from '../auth/tokens';
import { chatIdentity } from './chat-identities';

const PURPOSE = 'handoff';
/** Long enough to connect and reconnect during a game; the game socket keeps it. */
const HANDOFF_TTL_SECONDS = 6 * 60 * 60;

export interface HandoffClaims {
  gameId: string;
  userId: number;
  username: string;
  node: string;
  /** The user's name style in the game chat (role and favourite colour), when the lobby sent it. */
  chatIdentity?: ChatIdentity;
}

export function signHandoff(signer: TokenSigner, claims: HandoffClaims): Promise<string> {
  const { chatIdentity: style, ...rest } = claims;
  // No colour travels as '' (token claims are strings and numbers).
  const payload = style ? { ...rest, role: style.role, faveColor: style.faveColor ?? '' } : rest;
  return signer.signPurpose(PURPOSE, payload, HANDOFF_TTL_SECONDS);
}

export async function verifyHandoff(
  signer: TokenSigner,
  token: string,
): Promise<HandoffClaims | null> {
  const payload = await signer.verifyPurpose(PURPOSE, token);
  if (!payload) return null;
  const { gameId, userId, username, node, role, faveColor } = payload;
  if (
    typeof gameId !== 'string' ||
    typeof userId !== 'number' ||
    typeof username !== 'string' ||
    typeof node !== 'string'
  ) {
    return null;
  }
  const claims: HandoffClaims = { gameId, userId, username, node };
  // Older tokens carry no style: the name is then shown plain.
  if (typeof role === 'string' && typeof faveColor === 'string') {
    claims.chatIdentity = chatIdentity(role, faveColor);
  }
  return claims;
}
