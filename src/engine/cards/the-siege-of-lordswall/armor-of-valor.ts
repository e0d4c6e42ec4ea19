import { defineCard, hostOf, isGuardingAgainst } from '../api';

/**
 * Armor of Valor: * Valor 1: After this Phoenixborn is dealt damage while guarding or resolving
 * its ability, prevent 1 damage from being received.
 */
export default defineCard({
  stub: 'armor-of-valor',
  statics: [
    {
      name: 'Valor 1',
      inexhaustible: true,
      appliesTo: (q, card) => hostOf(q, q.self) === card,
      preventFor: (q, pb, cause) => {
        const guarding = cause.attacker ? isGuardingAgainst(q, pb, cause.attacker) : false;
        const ownAbility = cause.byEffect && cause.source === pb;
        return guarding || ownAbility ? 1 : 0;
      },
    },
  ],
});
