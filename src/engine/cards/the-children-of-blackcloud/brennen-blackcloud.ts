import {
  chooseCard,
  dealDamage,
  defineCard,
  destroy,
  isAlly,
  targetablePhoenixborns,
  unitsOf,
} from '../api';

const ally = chooseCard('ally', {
  title: 'Brennen Blackcloud, Spirit Burn: choose an ally you control to destroy',
  from: (g) => unitsOf(g).filter((unit) => isAlly(g, unit)),
});
const target = chooseCard('target', {
  title: 'Brennen Blackcloud, Spirit Burn: choose a Phoenixborn to deal 2 damage to',
  from: (g) => targetablePhoenixborns(g),
});

/** Brennen Blackcloud: Spirit Burn: main, exhaust, 1 ceremonial class: Destroy an ally you control to deal 2 damage to a target Phoenixborn. */
export default defineCard({
  stub: 'brennen-blackcloud',
  abilities: [
    {
      id: 'spiritBurn',
      name: 'Spirit Burn',
      cost: ['[[main]]', '[[exhaust]]', '1 [[ceremonial:class]]'],
      usable: (q) => unitsOf(q).some((unit) => isAlly(q, unit)),
      steps: [
        ally.ask,
        (g) => {
          if (destroy(g, ally.of(g)) === null) return { end: true };
        },
        target.ask,
        (g) => void dealDamage(g, target.of(g), 2),
      ],
    },
  ],
});
