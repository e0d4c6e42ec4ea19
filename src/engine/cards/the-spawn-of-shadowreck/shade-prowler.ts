import {
  attackOf,
  chooseCard,
  dealDamage,
  defineCard,
  opponentUnits,
  self,
  whenDeclared,
} from '../api';

const target = chooseCard('target', {
  title:
    'Shade Prowler, Predator 3: you may deal 3 damage to a unit an opponent controls with a lower attack value',
  from: (g) => opponentUnits(g).filter((u) => attackOf(g, u) < attackOf(g, self(g))),
  optional: true,
});

/**
 * Shade Prowler: Predator 3: When this unit is declared as an attacker, you may deal 3 damage
 * to a target unit an opponent controls with an attack value less than this unit's attack
 * value. * Fade: Destroy this unit at the end of this round.
 */
export default defineCard({
  stub: 'shade-prowler',
  keywords: { fade: 1 },
  triggers: [
    whenDeclared(
      'Predator 3',
      ['attacker'],
      [target.ask, (g) => void dealDamage(g, target.of(g), 3)],
    ),
  ],
});
