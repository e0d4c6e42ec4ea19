import type { RematchView } from '../../protocol/game-view';
import type { HostedGameSpec } from './game-node';

/** The typed command; the board's Rematch button sends the same chat line. */
export const REMATCH_COMMAND = '/rematch';

export function isRematchCommand(text: string): boolean {
  return text.trim().split(/\s+/)[0] === REMATCH_COMMAND;
}

export const REMATCH_TEXTS = {
  spectator: 'Spectators cannot ask for a rematch',
  notFinished: 'A rematch can be asked for once the game is over',
  solo: 'Solo games cannot be rematched',
  league: 'League games cannot be rematched',
  alreadyAsked: 'You have already asked for a rematch',
  calledOff: 'The rematch was called off',
} as const;

/** The reason shown to the other player when a rematch is called off. */
export function rematchCalledOffText(username: string, why: 'left' | 'disconnected'): string {
  return `${username} ${why}: the rematch is called off`;
}

/**
 * The rematch of one hosted game on its node: who asked, and whether every player has (then
 * the lobby takes over and collects the decks) or it was called off.
 */
export class RematchRequest {
  private readonly asked: string[] = [];
  private calledOffReason: string | null = null;
  private readonly refusedFor: string | null;

  constructor(private readonly spec: HostedGameSpec) {
    this.refusedFor =
      spec.details.newGameType === 'chimera'
        ? REMATCH_TEXTS.solo
        : spec.details.pairing !== null
          ? REMATCH_TEXTS.league
          : null;
  }

  private get players(): string[] {
    return this.spec.players.flatMap((p) => (p.userId !== null ? [p.username] : []));
  }

  /** Why this user cannot ask now, or null when they may. */
  refusal(username: string, finished: boolean): string | null {
    if (!this.players.includes(username)) return REMATCH_TEXTS.spectator;
    if (this.refusedFor) return this.refusedFor;
    if (!finished) return REMATCH_TEXTS.notFinished;
    if (this.calledOffReason !== null) return REMATCH_TEXTS.calledOff;
    if (this.asked.includes(username)) return REMATCH_TEXTS.alreadyAsked;
    return null;
  }

  /** Records an ask the refusal allowed; true when it was the last one needed. */
  ask(username: string): boolean {
    this.asked.push(username);
    return this.agreed;
  }

  get agreed(): boolean {
    const players = this.players;
    return players.length > 1 && players.every((p) => this.asked.includes(p));
  }

  /** Calls off a rematch someone asked for; false when there was none to call off. */
  callOff(reason: string): boolean {
    if (this.asked.length === 0 || this.calledOffReason !== null) return false;
    this.calledOffReason = reason;
    return true;
  }

  view(): RematchView | undefined {
    if (this.asked.length === 0) return undefined;
    return { askedBy: [...this.asked], agreed: this.agreed, calledOff: this.calledOffReason };
  }
}

/** The node's rematch state laid over a view (views pass through the node as plain JSON). */
export function withRematch(view: unknown, rematch: RematchView | undefined): unknown {
  if (!rematch || typeof view !== 'object' || view === null) return view;
  return { ...view, rematch };
}
