/** Verbs that rearrange cards a player looked at on their own draw pile (Seek). */
import { addLog, playerPart } from '../../log';
import type { Run } from '../../runner';

/**
 * Place cards of this player's draw pile that they looked at: `top` on its top (the first
 * topmost), `bottom` on its bottom (the first lowest but one: placed one after another). The
 * log says how many went where, never which.
 */
export function arrangeDrawPile(g: Run, top: readonly string[], bottom: readonly string[]): void {
  const player = g.state.players[g.me];
  const onTop = top.filter((card) => player.deck.includes(card));
  const below = bottom.filter((card) => player.deck.includes(card) && !onTop.includes(card));
  const rest = player.deck.filter((card) => !onTop.includes(card) && !below.includes(card));
  player.deck = [...onTop, ...rest, ...below];
  addLog(g.state, [
    playerPart(g.state, g.me),
    ` places ${onTop.length} card(s) on the top and ${below.length} on the bottom of their draw pile`,
  ]);
}
