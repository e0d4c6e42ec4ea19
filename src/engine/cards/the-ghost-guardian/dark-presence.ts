import {
  changeValue,
  chooseCard,
  defineCard,
  focus,
  grantKeyword,
  opponentUnits,
  unitsOf,
} from '../api';

const gains = chooseCard('gains', {
  title: 'Dark Presence: choose a unit you control to gain Terrifying 1 this turn',
  from: (g) => unitsOf(g),
});

// Focus 1 only.
const weakened = chooseCard('weakened', {
  title: 'Dark Presence: choose a unit an opponent controls to get -1 attack this turn',
  from: (g) => (focus(g) >= 1 ? opponentUnits(g) : []),
});

/** Dark Presence: side, exhaust: Choose a target unit you control to gain the following ability for the remainder of the turn: Terrifying 1: This unit cannot be blocked or guarded against by units with an attack value of 1 or less. Focus 1: Then, reduce the attack value of a target unit an opponent controls by 1 for the remainder of the turn. */
export default defineCard({
  stub: 'dark-presence',
  abilities: [
    {
      id: 'darkPresence',
      name: 'Dark Presence',
      cost: ['[[side]]', '[[exhaust]]'],
      usable: (q) => unitsOf(q).length > 0,
      steps: [
        gains.ask,
        (g) => grantKeyword(g, gains.of(g), 'terrifying', 'thisTurn'),
        weakened.ask,
        (g) => changeValue(g, weakened.of(g), 'attack', -1, 'thisTurn'),
      ],
    },
  ],
});
