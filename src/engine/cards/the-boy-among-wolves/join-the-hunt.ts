import { chooseCard, defineCard, grantKeyword, unitsOf } from '../api';

const target = chooseCard('target', {
  title: 'Join the Hunt: choose a unit you control to gain Group Tactics 2 this turn',
  from: (g) => unitsOf(g),
});

/**
 * Join the Hunt: side - exhaust: Choose a target unit you control to gain the following ability
 * for the remainder of the turn: Group Tactics 2: After you declare three or more attackers,
 * you may add 2 to this unit's attack value for the remainder of the turn.
 */
export default defineCard({
  stub: 'join-the-hunt',
  abilities: [
    {
      id: 'joinTheHunt',
      name: 'Join the Hunt',
      cost: ['[[side]]', '[[exhaust]]'],
      usable: (q) => unitsOf(q).length > 0,
      // A gained Group Tactics adds to one the unit already has (rules digest §14.3 stacking).
      steps: [target.ask, (g) => grantKeyword(g, target.of(g), 'groupTactics', 'thisTurn', 2)],
    },
  ],
});
