import {
  chooseCard,
  chooseNumber,
  dealDamage,
  defineCard,
  focus,
  placeStatus,
  removeStatus,
  targetableUnits,
  tokensOn,
  unitsOf,
} from '../api';

const target = chooseCard('target', {
  title: 'Empower: choose a unit you control',
  from: (g) => unitsOf(g),
});
const from = chooseCard('from', {
  title: 'Empower: you may remove status tokens from a unit you control',
  from: (g) => unitsOf(g).filter((u) => tokensOn(g, u).status > 0),
  optional: true,
});
const count = chooseNumber('count', {
  title: 'How many status tokens to remove?',
  from: (g) => {
    const unit = from.of(g);
    const most = unit ? tokensOn(g, unit).status : 0;
    return Array.from({ length: most }, (_, i) => i + 1);
  },
});
const damaged = chooseCard('target2', {
  title: 'Empower: choose a unit to deal that much damage to',
  from: (g) => targetableUnits(g),
});

/** Empower: main, exhaust, 1 natural class or 1 sympathy class: place 1 status token on a target unit you control. Focus 1: then you may remove any number of status tokens from a unit you control; deal damage to a target unit equal to the number removed. */
export default defineCard({
  stub: 'empower',
  abilities: [
    {
      id: 'empower',
      name: 'Empower',
      cost: ['[[main]]', '[[exhaust]]', ['1 [[natural:class]]', '1 [[sympathy:class]]']],
      usable: (q) => unitsOf(q).length > 0,
      steps: [
        target.ask,
        (g) => {
          placeStatus(g, target.of(g), 1);
          if (focus(g) < 1) return { end: true };
        },
        from.ask,
        count.ask,
        (g) => {
          const removed = removeStatus(g, from.of(g), count.of(g) ?? 0);
          if (removed === 0) return { end: true };
        },
        damaged.ask,
        (g) => {
          dealDamage(g, damaged.of(g), count.of(g) ?? 0);
        },
      ],
    },
  ],
});
