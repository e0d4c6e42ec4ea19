import {
  canTarget,
  chooseCard,
  defineCard,
  destroy,
  eventOf,
  isOnBattlefield,
  preventDamage,
} from '../api';

const target = chooseCard('target', {
  title: "Rin's Fury: destroy the attacking unit",
  from: (g) => {
    const attacker = eventOf(g, 'unitAttackDamage')?.attacker;
    return attacker && isOnBattlefield(g, attacker) && canTarget(g, attacker) ? [attacker] : [];
  },
});

/** Rin's Fury: You may play this spell after a unit you control is dealt damage by a unit's attack. Prevent that damage from being received. Destroy that target attacking unit. */
export default defineCard({
  stub: 'rins-fury',
  reaction: { event: 'unitAttackDamage', match: (q, e) => e.controller === q.me },
  effect: [(g) => preventDamage(g), target.ask, (g) => void destroy(g, target.of(g))],
});
