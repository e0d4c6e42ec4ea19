import { dealDamage, defineCard, hostOf, self, tokensOn, whenDeclared } from '../api';

/**
 * Infuriate: This unit now has the following abilities: Frenzy 2: When this unit is declared as
 * an attacker, deal 2 damage to it. * Rage 1: Add 1 to this unit's attack value for each wound
 * token on this unit.
 */
export default defineCard({
  stub: 'infuriate',
  grantedTriggers: [
    whenDeclared('Frenzy 2', ['attacker'], [(g) => void dealDamage(g, self(g), 2)]),
  ],
  statics: [
    {
      name: 'Rage 1',
      inexhaustible: true,
      appliesTo: (q, card) => card === hostOf(q, q.self),
      addFor: (q, card) => ({ attack: tokensOn(q, card).damage }),
    },
  ],
});
