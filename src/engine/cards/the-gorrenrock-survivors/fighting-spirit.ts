import {
  addAttackThisTurn,
  chooseCard,
  defineCard,
  moveToken,
  placeStatus,
  self,
  tokensOn,
  unitsOf,
} from '../api';

const target = chooseCard('target', {
  title: 'Fighting Spirit: choose a unit you control to add X to its attack value',
  from: (g) => unitsOf(g),
});

/**
 * Fighting Spirit: After a unit you control with 1 or more status tokens on it is destroyed,
 * place 1 status token on this spell. side, exhaust: Add X to the attack value of a target unit
 * you control for the remainder of the turn. Then, move 1 status token from this spell onto that
 * unit. X = the number of status tokens on this spell.
 */
export default defineCard({
  stub: 'fighting-spirit',
  triggers: [
    {
      name: 'Fighting Spirit',
      event: 'destroyed',
      match: (q, e) => e.controller === q.me && e.status > 0,
      steps: [(g) => placeStatus(g, self(g), 1)],
    },
  ],
  abilities: [
    {
      id: 'fightingSpirit',
      name: 'Fighting Spirit',
      cost: ['[[side]]', '[[exhaust]]'],
      usable: (q) => unitsOf(q).length > 0,
      steps: [
        target.ask,
        (g) => {
          addAttackThisTurn(g, target.of(g), tokensOn(g, self(g)).status);
          moveToken(g, 'status', self(g), target.of(g));
        },
      ],
    },
  ],
});
