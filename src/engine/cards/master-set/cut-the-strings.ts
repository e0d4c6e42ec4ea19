import {
  alterationsInPlay,
  canTarget,
  chooseCard,
  dealDamage,
  defineCard,
  discardFromPlay,
  unitsOf,
} from '../api';

const mine = chooseCard('mine', {
  title: 'Cut the Strings: choose a unit you control',
  from: (g) => unitsOf(g),
});
const alteration = chooseCard('alteration', {
  title: 'Cut the Strings: you may discard an alteration spell',
  from: (g) =>
    alterationsInPlay(g)
      .filter((a) => canTarget(g, a.host))
      .map((a) => a.card),
  optional: true,
});

/** Cut the Strings: main, exhaust, 1 ceremonial class, 1 basic: deal 2 damage to a unit you control. If you do, you may discard a target alteration spell. */
export default defineCard({
  stub: 'cut-the-strings',
  abilities: [
    {
      id: 'cut',
      name: 'Cut the Strings',
      cost: ['[[main]]', '[[exhaust]]', '1 [[ceremonial:class]]', '1 [[basic]]'],
      usable: (q) => unitsOf(q).length > 0,
      steps: [
        mine.ask,
        (g) => {
          if (dealDamage(g, mine.of(g), 2) === 0) return { end: true };
        },
        alteration.ask,
        (g) => discardFromPlay(g, alteration.of(g)),
      ],
    },
  ],
});
