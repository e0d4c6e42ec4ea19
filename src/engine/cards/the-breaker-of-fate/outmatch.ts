import { addAttackThisTurn, chooseCard, defineCard, targetableUnits, unitsOf } from '../api';

const target = chooseCard('target', {
  title: 'Outmatch: choose a unit you control to add 4 to its attack value',
  from: (g) => targetableUnits(g, (unit) => unitsOf(g).includes(unit)),
});

/** Outmatch: You may play this spell after an opponent declares attackers. Add 4 to the attack value of a target unit you control for the remainder of the turn. */
export default defineCard({
  stub: 'outmatch',
  reaction: {
    event: 'attackersDeclared',
    match: (q, e) =>
      e.controller !== q.me && targetableUnits(q, (unit) => unitsOf(q).includes(unit)).length > 0,
  },
  effect: [target.ask, (g) => addAttackThisTurn(g, target.of(g), 4)],
});
