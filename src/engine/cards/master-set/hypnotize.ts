import { chooseCard, defineCard, grantKeyword, unitsOf } from '../api';

const target = chooseCard('target', {
  title: 'Hypnotize: choose a unit you control',
  from: (g) => unitsOf(g),
});

/** Hypnotize: side, exhaust, 2 charm class: a target unit you control gains Bypass for the remainder of the turn. */
export default defineCard({
  stub: 'hypnotize',
  abilities: [
    {
      id: 'hypnotize',
      name: 'Hypnotize',
      cost: ['[[side]]', '[[exhaust]]', '2 [[charm:class]]'],
      usable: (q) => unitsOf(q).length > 0,
      steps: [target.ask, (g) => grantKeyword(g, target.of(g), 'bypass', 'thisTurn')],
    },
  ],
});
