import {
  chooseCard,
  dealDamage,
  defineAspect,
  onComesIntoPlay,
  opp,
  phoenixbornOf,
  unitsOf,
} from '../api';
import type { Step } from '../api';

/** One point of the damage: the opposing player picks their own unit or Phoenixborn. */
function onePoint(key: string, which: string): Step[] {
  const hit = chooseCard(key, {
    title: `Riptide: deal the ${which} 1 damage to one of your units or your Phoenixborn`,
    from: (g) => [...unitsOf(g, opp(g)), phoenixbornOf(g, opp(g))],
    by: (g) => opp(g),
  });
  return [hit.ask, (g) => void dealDamage(g, hit.of(g), 1)];
}

/**
 * Riptide (aspect): Retreat (at the end of the round it goes face down again). When this aspect
 * is revealed, the opposing player deals 2 damage, one point at a time, divided as they choose
 * among their units and Phoenixborn (the same card may take both).
 */
export default defineAspect({
  stub: 'riptide',
  keywords: { retreat: 1 },
  triggers: [
    onComesIntoPlay('Riptide', [
      ...onePoint('riptideFirst', 'first'),
      ...onePoint('riptideSecond', 'second'),
    ]),
  ],
});
