/** Steps that run a moment of the round early (Era's End). */
import '../../flow/end-of-round-now';
import { call } from '../../runner';
import type { Run } from '../../runner';

/**
 * "Resolve all effects that trigger at the end of the round on unexhausted cards currently in
 * play, in the order of your choice" (`flow/end-of-round-now.ts`).
 */
export function resolveEndOfRoundEffectsNow(g: Run): void {
  call(g, 'endOfRoundNow', {}, g.me, g.frame.source);
}
