import { chooseCard, dealDamage, defineCard, removeStatus, targetableUnits } from '../api';

const target = chooseCard('target', {
  title: 'Freezing Blast: choose a unit',
  from: (g) => targetableUnits(g),
});

/** Freezing Blast: Deal 2 damage to a target unit. Remove 2 status tokens from that unit. */
export default defineCard({
  stub: 'freezing-blast',
  playable: (q) => targetableUnits(q).length > 0,
  effect: [
    target.ask,
    (g) => void dealDamage(g, target.of(g), 2),
    (g) => void removeStatus(g, target.of(g), 2),
  ],
});
