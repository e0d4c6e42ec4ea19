/** What the verbs share: a card's name in a log line, and the cause of a script's act. */
import { inst } from '../../cardinfo';
import { cardPart } from '../../log';
import type { Run } from '../../runner';
import type { PlayerId } from '../../state';

export function cardName(g: Run, card: string): ReturnType<typeof cardPart> {
  return cardPart(g.context, inst(g.state, card).stub);
}

/** The cause of what this player's spell, ability or dice power does. */
export function byMe(g: Run): { by: PlayerId; byEffect: true; source: string | null } {
  return { by: g.me, byEffect: true, source: g.frame.source };
}
