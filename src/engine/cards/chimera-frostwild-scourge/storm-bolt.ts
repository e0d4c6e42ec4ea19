import {
  attachOnePerHost,
  dealDamage,
  defineAspect,
  isExhausted,
  onComesIntoPlay,
  opp,
  phoenixbornOf,
  unitsOf,
} from '../api';

/**
 * Storm Bolt (aspect): When this aspect is revealed, attach a Stun to the opponent's rightmost
 * unexhausted unit; if they have none, deal 1 damage to their Phoenixborn.
 */
export default defineAspect({
  stub: 'storm-bolt',
  triggers: [
    onComesIntoPlay('Storm Bolt', [
      (g) => {
        const unit = unitsOf(g, opp(g))
          .filter((u) => !isExhausted(g, u))
          .at(-1);
        if (unit === undefined) dealDamage(g, phoenixbornOf(g, opp(g)), 1);
        else attachOnePerHost(g, 'stun', unit);
      },
    ]),
  ],
});
