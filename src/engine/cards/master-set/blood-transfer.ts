import { chooseCard, dealDamage, defineCard, phoenixbornOf, removeWounds, unitsOf } from '../api';

const mine = chooseCard('target', {
  title: 'Blood Transfer: choose a unit you control',
  from: (g) => unitsOf(g),
});
const healed = chooseCard('heal', {
  title:
    'Blood Transfer: you may remove 2 wounds from another unit you control or 1 from your Phoenixborn',
  from: (g) => [...unitsOf(g).filter((u) => u !== mine.of(g)), phoenixbornOf(g)],
  optional: true,
});

/** Blood Transfer: side, exhaust, 1 charm class, 1 ceremonial class: deal 2 damage to a target unit you control. If you do, you may remove 2 wound tokens from another unit you control or 1 wound token from your Phoenixborn. */
export default defineCard({
  stub: 'blood-transfer',
  abilities: [
    {
      id: 'transfer',
      name: 'Blood Transfer',
      cost: ['[[side]]', '[[exhaust]]', '1 [[charm:class]]', '1 [[ceremonial:class]]'],
      usable: (q) => unitsOf(q).length > 0,
      steps: [
        mine.ask,
        (g) => {
          if (dealDamage(g, mine.of(g), 2) === 0) return { end: true };
        },
        healed.ask,
        (g) => {
          const card = healed.of(g);
          removeWounds(g, card, card === phoenixbornOf(g) ? 1 : 2);
        },
      ],
    },
  ],
});
