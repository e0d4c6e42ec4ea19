import { chooseCard, defineCard, removeAllExhaustion, targetableUnits, tokensOn } from '../api';
import type { Scope } from '../api';

function exhaustedTargets(s: Scope): string[] {
  return targetableUnits(s, (u) => tokensOn(s, u).exhaustion > 0);
}

const target = chooseCard('target', { title: 'Refresh: choose a unit', from: exhaustedTargets });

/** Refresh: Remove all exhaustion tokens from a target unit. */
export default defineCard({
  stub: 'refresh',
  playable: (q) => exhaustedTargets(q).length > 0,
  effect: [target.ask, (g) => removeAllExhaustion(g, target.of(g))],
});
