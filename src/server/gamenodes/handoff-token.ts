import type { ChatIdentity } from '../../protocol/game-view';
import type { TokenSigner } from '../auth/tokens';
import { chatIdentity } from './chat-identities';

const PURPOSE = 'handoff';
/**
 * A handoff admits its holder to a game as that player, so a leaked one must soon be worth
 * nothing. A connected game socket stays in after it expires (the token is checked when it
 * connects); a socket that comes back later is refused, reports connectfailed to the lobby as
 * every client does, and the lobby answers with a fresh handoff (the lobby also sends one
 * whenever the user's lobby socket authenticates).
 */
export const HANDOFF_TTL_SECONDS = 10 * 60;

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
