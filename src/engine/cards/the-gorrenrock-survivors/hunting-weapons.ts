import { chooseCard, dealDamage, defineCard, isAlly, opponentUnits } from '../api';

const target = chooseCard('target', {
  title: 'Hunting Weapons, Hunt 1: you may deal 1 damage to a unit an opponent controls',
  from: (g) => opponentUnits(g),
  optional: true,
});

/**
 * Hunting Weapons: +1 attack. This spell can only be attached to an ally. This unit now has
 * the following ability: Hunt 1: When this unit is declared as an attacker, you may deal 1
 * damage to a target unit an opponent controls.
 */
export default defineCard({
  stub: 'hunting-weapons',
  canHost: (q, host) => isAlly(q, host),
  grantedTriggers: [
    {
      name: 'Hunt 1',
      event: 'attackersDeclared',
      match: (q, e) => e.card === q.self,
      steps: [target.ask, (g) => void dealDamage(g, target.of(g), 1)],
    },
  ],
});
