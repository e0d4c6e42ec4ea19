import {
  dealDamage,
  defineCard,
  eventOf,
  isGuardingAgainst,
  isOnBattlefield,
  phoenixbornOf,
  preventDamage,
} from '../api';

/** Cover: Reaction: after your Phoenixborn, while guarding, is dealt damage by a unit's attack, prevent that damage from being received. Deal 1 damage to the target attacking unit. */
export default defineCard({
  stub: 'cover',
  reaction: {
    event: 'pbDamage',
    match: (q, e) =>
      e.controller === q.me &&
      e.attacker !== null &&
      isGuardingAgainst(q, phoenixbornOf(q), e.attacker),
  },
  effect: [
    (g) => {
      preventDamage(g);
      const attacker = eventOf(g, 'pbDamage')?.attacker;
      if (attacker && isOnBattlefield(g, attacker)) dealDamage(g, attacker, 1);
    },
  ],
});
