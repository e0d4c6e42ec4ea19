import {
  canTarget,
  chooseCard,
  defineCard,
  destroy,
  eventOf,
  isOnBattlefield,
  lifeOf,
} from '../api';
import type { Scope } from '../api';

/** A unit that came into play with a life value of 2 or less, still there and targetable. */
function trappable(s: Scope, unit: string): boolean {
  return isOnBattlefield(s, unit) && lifeOf(s, unit) <= 2 && canTarget(s, unit);
}

const target = chooseCard('target', {
  title: 'Ice Trap: destroy the unit that came into play',
  from: (g) => {
    const unit = eventOf(g, 'cameIntoPlay')?.card;
    return unit && trappable(g, unit) ? [unit] : [];
  },
});

/** Ice Trap: You may play this spell after a unit with a life value of 2 or less comes into play. Destroy that target unit. */
export default defineCard({
  stub: 'ice-trap',
  reaction: { event: 'cameIntoPlay', match: (q, e) => trappable(q, e.card) },
  effect: [target.ask, (g) => void destroy(g, target.of(g))],
});
