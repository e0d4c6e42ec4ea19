import { defineCard, discardFromPlay, chooseCard, isExhausted, targetableUnits } from '../api';
import type { Scope } from '../api';

function exhaustedTargets(s: Scope): string[] {
  return targetableUnits(s, (u) => isExhausted(s, u));
}

const target = chooseCard('target', {
  title: 'To Shadows: choose an exhausted unit to discard',
  from: exhaustedTargets,
});

/** To Shadows: Discard a target exhausted unit. */
export default defineCard({
  stub: 'to-shadows',
  playable: (q) => exhaustedTargets(q).length > 0,
  effect: [target.ask, (g) => discardFromPlay(g, target.of(g))],
});
