import {
  chooseCard,
  dealDamage,
  defineCard,
  focus,
  targetablePhoenixborns,
  targetableUnits,
} from '../api';

const target = chooseCard('target', {
  title: 'Frost Bite: choose a unit or Phoenixborn to deal 1 damage to',
  from: (g) => [...targetableUnits(g), ...targetablePhoenixborns(g)],
});

/** Frost Bite: main, exhaust, 1 natural class: Deal 1 damage to a target unit or Phoenixborn. Focus 1: You may change the activation cost of this ability to main, exhaust, 1 basic. */
export default defineCard({
  stub: 'frost-bite',
  abilities: [
    {
      id: 'frostBite',
      name: 'Frost Bite',
      // Focus 1: any die pays 1 basic, so the cheaper cost replaces the printed one.
      cost: (q) =>
        focus(q) >= 1
          ? ['[[main]]', '[[exhaust]]', '1 [[basic]]']
          : ['[[main]]', '[[exhaust]]', '1 [[natural:class]]'],
      usable: (q) => targetableUnits(q).length + targetablePhoenixborns(q).length > 0,
      steps: [target.ask, (g) => void dealDamage(g, target.of(g), 1)],
    },
  ],
});
