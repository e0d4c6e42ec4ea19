import { TokenBucket } from './token-bucket';

/** Limits of one socket, per kind of message. */
export interface FloodLimits {
  /** Every message: long-run rate and burst. */
  messages: { perSecond: number; burst: number };
  /** Chat lines, on top of the message limit. */
  chat: { perSecond: number; burst: number };
  /** Refused messages in a row after which the socket is closed. */
  disconnectAfter: number;
}

/**
 * What a person can do at a board or in the lobby, with room to spare: clicks come in bursts
 * of a few per second, chat a line every couple of seconds. A client beyond that is broken or
 * hostile; it is told to slow down, and closed if it keeps on.
 */
export const SOCKET_FLOOD_LIMITS: FloodLimits = {
  messages: { perSecond: 20, burst: 60 },
  chat: { perSecond: 0.5, burst: 5 },
  disconnectAfter: 200,
};

export const TOO_FAST = 'You are sending messages too fast, please slow down';
export const CHAT_TOO_FAST = 'You are chatting too fast, please wait a moment';

export type FloodVerdict = 'ok' | 'refuse' | 'refuseQuietly' | 'disconnect';

/**
 * One socket's flood control. A refusal is said at most once a second (telling a flooding
 * client every time would double the flood); after `disconnectAfter` refusals in a row the
 * verdict is to close the socket.
 */
export class FloodGate {
  private readonly messages: TokenBucket;
  private readonly chat: TokenBucket;
  private refusedInARow = 0;
  private lastToldAt = -Infinity;

  constructor(
    private readonly limits: FloodLimits = SOCKET_FLOOD_LIMITS,
    now: number = Date.now(),
  ) {
    this.messages = new TokenBucket(limits.messages.perSecond, limits.messages.burst, now);
    this.chat = new TokenBucket(limits.chat.perSecond, limits.chat.burst, now);
  }

  /** Whether one more message (a chat line when `isChat`) may go through now. */
  check(isChat: boolean, now: number = Date.now()): { verdict: FloodVerdict; message: string } {
    const message = !this.messages.take(now)
      ? TOO_FAST
      : isChat && !this.chat.take(now)
        ? CHAT_TOO_FAST
        : null;
    if (message === null) {
      this.refusedInARow = 0;
      return { verdict: 'ok', message: '' };
    }
    this.refusedInARow += 1;
    if (this.refusedInARow >= this.limits.disconnectAfter)
      return { verdict: 'disconnect', message };
    if (now - this.lastToldAt < 1000) return { verdict: 'refuseQuietly', message };
    this.lastToldAt = now;
    return { verdict: 'refuse', message };
  }
}
