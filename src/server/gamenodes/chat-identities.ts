import type { ChatIdentity } from '../../protocol/game-view';
import { nameColour } from '../../domain/name-style';

/** The longest role name a node takes (roles are short words such as `supporter`). */
export const ROLE_MAX = 40;

/** A role and favourite colour as a node keeps them: a bad colour is dropped, not refused. */
export function chatIdentity(role: string, faveColor: string | null): ChatIdentity {
  return { role: role.slice(0, ROLE_MAX), faveColor: nameColour(faveColor) };
}

/**
 * How the users of one game are styled in chat, by username: the players from the game's
 * setup, and everyone else as their game socket connects (from their signed handoff). A
 * user who has left stays, since their lines stay in the log.
 */
export class ChatIdentityBook {
  private readonly byUsername = new Map<string, ChatIdentity>();
  private snapshot: Record<string, ChatIdentity> | null = null;

  add(username: string, identity: ChatIdentity | undefined): void {
    if (!identity) return;
    const known = this.byUsername.get(username);
    if (known && known.role === identity.role && known.faveColor === identity.faveColor) return;
    this.byUsername.set(username, identity);
    this.snapshot = null;
  }

  /** The identities for a view; the same object until someone new arrives. */
  all(): Record<string, ChatIdentity> {
    // fromEntries defines own keys: a username such as __proto__ stays a plain key.
    this.snapshot ??= Object.fromEntries(this.byUsername);
    return this.snapshot;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A view with the chat identities laid on (the engine's own view has none). */
export function withChatIdentities(
  view: unknown,
  identities: Record<string, ChatIdentity>,
): unknown {
  if (!isRecord(view)) return view;
  return { ...view, chatIdentities: identities };
}
