import {
  addAttackThisTurn,
  attackingUnits,
  chooseCards,
  defineCard,
  resourceful,
  self,
  tokensOn,
  unitsOf,
  whenDeclared,
} from '../api';

const inspired = chooseCards('inspired', {
  title: 'Standard Bearer, Inspire 1: choose other attacking units to add 1 to their attack',
  from: (g) => attackingUnits(g).filter((u) => u !== self(g) && unitsOf(g).includes(u)),
  count: { max: (g) => tokensOn(g, self(g)).status },
});

/**
 * Standard Bearer: * Resourceful 1: When this unit comes into play, place 1 status token on this
 * unit. At the beginning of the player turns phase, place 1 status token on this unit.
 * Inspire 1: When this unit is declared as an attacker, you may choose a number of other
 * attacking units up to the number of status tokens on this unit. Add 1 to the chosen unit's
 * attack values for the remainder of the turn.
 */
export default defineCard({
  stub: 'standard-bearer',
  triggers: [
    ...resourceful(1),
    whenDeclared(
      'Inspire 1',
      ['attacker'],
      [
        inspired.ask,
        (g) => {
          for (const unit of inspired.of(g) ?? []) addAttackThisTurn(g, unit, 1);
        },
      ],
    ),
  ],
});
