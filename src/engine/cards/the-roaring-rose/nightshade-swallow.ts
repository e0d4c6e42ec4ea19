import { chooseCard, defineCard, exhaust, onDestroyed, targetableUnits } from '../api';

const target = chooseCard('target', {
  title: 'Nightshade Swallow, Pacify 1: you may place 1 exhaustion token on a target unit',
  from: (g) => targetableUnits(g),
  optional: true,
});

/** Nightshade Swallow: Pacify 1: When this unit is destroyed, you may place 1 exhaustion token on a target unit. */
export default defineCard({
  stub: 'nightshade-swallow',
  triggers: [onDestroyed('Pacify 1', [target.ask, (g) => exhaust(g, target.of(g), 1)])],
});
