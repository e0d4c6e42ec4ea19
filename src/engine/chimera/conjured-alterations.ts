/**
 * The Chimera's conjured alterations (Drowning): a behaviour side attaches one from the
 * Chimera's conjuration pile to the opposing Phoenixborn (digest 8.4, 14.10). The Chimera
 * controls it; the attaching is answered like any other (`alterationAttached`).
 */
import { attachConjured } from '../ops';
import type { Run } from '../runner';
import { opponentOf } from '../sides';
import { requireChimera } from './chimera-state';

/** Attaches one `stub` of the Chimera's conjuration pile; its uuid, or null when none is left. */
export function attachToOpposingPhoenixborn(g: Run, stub: string): string | null {
  const { seat } = requireChimera(g.state);
  const host = g.state.players[opponentOf(g.state, seat)].phoenixborn;
  return attachConjured(g.state, g.context, seat, stub, host);
}
