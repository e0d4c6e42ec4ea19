/** Verbs that move an alteration spell already in play onto another host (Take Up). */
import { inst } from '../../cardinfo';
import { endAttachedEffects } from '../../lasting';
import { addLog } from '../../log';
import type { Run } from '../../runner';
import { mayAffect } from './affect';
import { cardName } from './verb-helpers';

/**
 * Attach an alteration spell in play to another unit on a battlefield ("choose an alteration
 * spell attached to … and attach it to this unit": Ember Heart). It leaves its old host, so
 * what it placed there while attached ends; being attached again, its "when attaching" lines
 * answer the new attaching (the `alterationAttached` event), as when it was played. Returns
 * whether it moved.
 */
export function moveAlteration(g: Run, alteration: string | null, host: string | null): boolean {
  if (!alteration || !host) return false;
  const card = g.state.cards[alteration];
  const to = g.state.cards[host];
  if (card?.zone !== 'attached' || card.host === host || to?.zone !== 'battlefield') return false;
  if (!mayAffect(g, host)) return false;
  const from = card.host ? g.state.cards[card.host] : undefined;
  if (from) {
    from.upgrades = from.upgrades.filter((u) => u !== alteration);
    endAttachedEffects(from, alteration);
  }
  card.host = host;
  to.upgrades.push(alteration);
  addLog(g.state, [cardName(g, alteration), ' is attached to ', cardName(g, host)]);
  g.state.pendingEvents.push({
    kind: 'alterationAttached',
    card: alteration,
    stub: inst(g.state, alteration).stub,
    controller: card.controller,
    host,
  });
  return true;
}
