import {
  chooseCard,
  dealDamage,
  defineCard,
  targetablePhoenixborns,
  targetableUnits,
} from '../api';

const first = chooseCard('first', {
  title: 'Phoenix Barrage: choose a unit to deal 2 damage to',
  from: (g) => targetableUnits(g),
});
const second = chooseCard('second', {
  title: 'Phoenix Barrage: choose a unit to deal 2 damage to (again)',
  from: (g) => targetableUnits(g),
});
const phoenixborn = chooseCard('phoenixborn', {
  title: 'Phoenix Barrage: choose a Phoenixborn to deal 2 damage to',
  from: (g) => targetablePhoenixborns(g),
});

/** Phoenix Barrage: Deal 2 damage to a target unit. Deal 2 damage to a target unit. Deal 2 damage to a target Phoenixborn. */
export default defineCard({
  stub: 'phoenix-barrage',
  effect: [
    first.ask,
    (g) => void dealDamage(g, first.of(g), 2),
    second.ask,
    (g) => void dealDamage(g, second.of(g), 2),
    phoenixborn.ask,
    (g) => void dealDamage(g, phoenixborn.of(g), 2),
  ],
});
