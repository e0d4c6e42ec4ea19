import { chooseCard, defineCard, forbid, lifeOf, targetableUnits, unitsOf } from '../api';
import type { Scope } from '../api';

function unitsWithLifeOne(s: Scope): string[] {
  return targetableUnits(s, (u) => unitsOf(s).includes(u) && lifeOf(s, u) === 1);
}

const target = chooseCard('target', {
  title: 'Secret Door: choose a unit you control with a life value of 1',
  from: unitsWithLifeOne,
});

/** Secret Door: side, exhaust, 1 illusion class: Choose a target unit you control with a life value of 1. It cannot be blocked for the remainder of the turn. */
export default defineCard({
  stub: 'secret-door',
  abilities: [
    {
      id: 'secretDoor',
      name: 'Secret Door',
      cost: ['[[side]]', '[[exhaust]]', '1 [[illusion:class]]'],
      usable: (q) => unitsWithLifeOne(q).length > 0,
      steps: [target.ask, (g) => forbid(g, target.of(g), ['beBlocked'], 'thisTurn')],
    },
  ],
});
