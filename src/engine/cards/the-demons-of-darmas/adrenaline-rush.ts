import { chooseCard, dealDamage, defineCard, removeExhaustion, unitsOf } from '../api';

const target = chooseCard('target', {
  title: 'Adrenaline Rush: choose a unit you control',
  from: (g) => unitsOf(g),
});

/** Adrenaline Rush: Deal 1 damage to a target unit you control. Remove 1 exhaustion token from that unit. */
export default defineCard({
  stub: 'adrenaline-rush',
  playable: (q) => unitsOf(q).length > 0,
  effect: [
    target.ask,
    (g) => {
      const unit = target.of(g);
      dealDamage(g, unit, 1);
      removeExhaustion(g, unit, 1);
    },
  ],
});
