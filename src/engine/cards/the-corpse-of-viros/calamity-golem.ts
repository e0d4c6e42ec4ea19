import {
  chooseCard,
  dealDamage,
  defineCard,
  opponentUnits,
  self,
  tokensOn,
  whenDeclared,
} from '../api';

const target = chooseCard('target', {
  title: 'Rancor: choose a unit an opponent controls to deal damage to',
  from: (g) => (tokensOn(g, self(g)).damage > 0 ? opponentUnits(g) : []),
});

/**
 * Calamity Golem: Rancor: When this unit is declared as an attacker, deal damage to a target
 * unit an opponent controls equal to the number of wound tokens on this unit.
 */
export default defineCard({
  stub: 'calamity-golem',
  triggers: [
    whenDeclared(
      'Rancor',
      ['attacker'],
      [target.ask, (g) => void dealDamage(g, target.of(g), tokensOn(g, self(g)).damage)],
    ),
  ],
});
