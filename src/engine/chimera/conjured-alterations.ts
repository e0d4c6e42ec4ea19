/**
 * The Chimera's conjured alterations (Drowning): a behaviour side or an Ultimate attaches one
 * from the Chimera's conjuration pile to the opposing Phoenixborn (digest 8.4, 14.10). The
 * Chimera controls it; the attaching is answered like any other (`alterationAttached`).
 */
import { inst } from '../cardinfo';
import { addLog, cardPart } from '../log';
import type { Run } from '../runner';
import { opponentOf } from '../sides';
import { requireChimera } from './chimera-state';

/** Attaches one `stub` of the Chimera's conjuration pile; its uuid, or null when none is left. */
export function attachToOpposingPhoenixborn(g: Run, stub: string): string | null {
  const { seat } = requireChimera(g.state);
  const host = g.state.players[opponentOf(g.state, seat)].phoenixborn;
  const pile = g.state.players[seat].archives;
  const alteration = pile.find((u) => inst(g.state, u).stub === stub);
  if (alteration === undefined) return null;
  pile.splice(pile.indexOf(alteration), 1);
  const card = inst(g.state, alteration);
  card.zone = 'attached';
  card.host = host;
  card.controller = seat;
  inst(g.state, host).upgrades.push(alteration);
  addLog(g.state, [
    cardPart(g.context, stub),
    ' is attached to ',
    cardPart(g.context, inst(g.state, host).stub),
  ]);
  g.state.pendingEvents.push({
    kind: 'alterationAttached',
    card: alteration,
    stub,
    controller: seat,
    host,
  });
  return alteration;
}
