/**
 * Spending a status token on an aspect's status ability (digest 8.1): the token goes, the
 * ability resolves, and its last-token effect follows when none is left. The start of the
 * Chimera's turn spends one per aspect; a behaviour side can spend one more on one aspect.
 */
import { addLog, cardPart } from '../log';
import { call } from '../runner';
import type { Run } from '../runner';
import { requireBoss } from './bosses';
import { statusProc } from './boss-steps';
import { requireChimera } from './chimera-state';

/** The aspect's status ability, or undefined when it has none. */
function statusOf(g: Run, uuid: string) {
  const chimera = requireChimera(g.state);
  const card = g.state.cards[uuid];
  return card ? requireBoss(g.context, chimera.boss).aspects[card.stub]?.status : undefined;
}

/** Whether this face-up aspect has a status ability and a status token left to spend on it. */
export function canSpendStatus(g: Run, uuid: string): boolean {
  return statusOf(g, uuid) !== undefined && (g.state.cards[uuid]?.tokens.status ?? 0) > 0;
}

/** Spends one status token of the aspect and resolves its status ability (and last-token effect). */
export function spendStatus(g: Run, uuid: string): void {
  const chimera = requireChimera(g.state);
  const card = g.state.cards[uuid];
  const status = statusOf(g, uuid);
  if (!card || !status || card.tokens.status <= 0) return;
  card.tokens.status -= 1;
  addLog(g.state, [cardPart(g.context, card.stub), ` uses ${status.name}`]);
  g.state.pendingEvents.push({
    kind: 'aspectStatusSpent',
    card: uuid,
    stub: card.stub,
    controller: chimera.seat,
  });
  call(g, statusProc(chimera.boss, card.stub, false), {}, chimera.seat, uuid);
  if (card.tokens.status === 0 && status.lastToken)
    call(g, statusProc(chimera.boss, card.stub, true), {}, chimera.seat, uuid);
}
