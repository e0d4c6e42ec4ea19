import type { SpectatorView } from '../../protocol/game-view';
/** What the board shows beside a player: no game socket now, and gone for a long while. */
export interface PresenceMarkers {
  disconnected: boolean;
  awol: boolean;
}

const PRESENT: PresenceMarkers = { disconnected: false, awol: false };

/**
 * Which players of one game have a game socket open. A player is `disconnected` once their
 * last socket closed, and `awol` when they have had none for `awolMs` (counted from the start
 * of the game for a player who never connected; such a player is only marked then).
 */
export class PlayerPresence {
  private readonly openSockets = new Map<string, number>();
  /** When each absent player's absence began; present players have no entry. */
  private readonly absentSince = new Map<string, number>();
  private readonly everConnected = new Set<string>();

  constructor(
    players: readonly string[],
    private readonly awolMs: number,
    now: number = Date.now(),
  ) {
    for (const player of players) this.absentSince.set(player, now);
  }

  isPlayer(username: string): boolean {
    return this.absentSince.has(username) || this.openSockets.has(username);
  }

  connected(username: string): void {
    if (!this.isPlayer(username)) return;
    this.openSockets.set(username, (this.openSockets.get(username) ?? 0) + 1);
    this.absentSince.delete(username);
    this.everConnected.add(username);
  }

  /** A socket closed; true when it was the player's last one. */
  disconnected(username: string, now: number = Date.now()): boolean {
    const open = this.openSockets.get(username);
    if (open === undefined) return false;
    if (open > 1) {
      this.openSockets.set(username, open - 1);
      return false;
    }
    this.openSockets.delete(username);
    this.absentSince.set(username, now);
    return true;
  }

  markers(username: string, now: number = Date.now()): PresenceMarkers {
    const since = this.absentSince.get(username);
    if (since === undefined) return PRESENT;
    const awol = now - since >= this.awolMs;
    return { disconnected: awol || this.everConnected.has(username), awol };
  }

  /** Every player has been away for the awol time: nobody is coming back to this game. */
  allAwol(now: number = Date.now()): boolean {
    if (this.openSockets.size > 0) return false;
    return [...this.absentSince.values()].every((since) => now - since >= this.awolMs);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A view with the real markers laid over its players (the engine sets them false, as it
 * cannot know who is connected) and the names of the spectators watching. Players are keyed
 * by username; anything else is left as is.
 */
export function withPresence(
  view: unknown,
  presence: PlayerPresence,
  now = Date.now(),
  spectators: readonly string[] = [],
): unknown {
  if (!isRecord(view) || !isRecord(view.players)) return view;
  const players: Record<string, unknown> = {};
  for (const [key, player] of Object.entries(view.players)) {
    if (!isRecord(player)) {
      players[key] = player;
      continue;
    }
    const name = typeof player.name === 'string' ? player.name : key;
    players[key] = presence.isPlayer(name) ? { ...player, ...presence.markers(name, now) } : player;
  }
  const watching: SpectatorView[] = spectators.map((name) => ({ id: name, name }));
  return { ...view, players, spectators: watching };
}

/**
 * A player's own view with their deck's notes on their entry (the engine knows nothing of
 * notes); other viewers' views are returned as they are, so notes never reach an opponent.
 */
export function withDeckNotes(view: unknown, viewer: string | null, notes: string): unknown {
  if (viewer === null || notes.length === 0) return view;
  if (!isRecord(view) || !isRecord(view.players)) return view;
  const own = view.players[viewer];
  if (!isRecord(own)) return view;
  return { ...view, players: { ...view.players, [viewer]: { ...own, deckNotes: notes } } };
}
