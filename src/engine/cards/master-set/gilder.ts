import { chooseCard, defineCard, onDestroyed, placeStatus, targetableUnits } from '../api';

const target = chooseCard('target', {
  title: 'Inheritance 1: you may place a status token on a unit',
  from: (g) => targetableUnits(g),
  optional: true,
});

/** Gilder: Unit Guard. Inheritance 1: when this unit is destroyed, you may place 1 status token on a target unit. */
export default defineCard({
  stub: 'gilder',
  keywords: { unitGuard: 1 },
  triggers: [onDestroyed('Inheritance 1', [target.ask, (g) => placeStatus(g, target.of(g), 1)])],
});
