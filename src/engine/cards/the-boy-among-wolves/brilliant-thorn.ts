import { chooseCard, defineCard, onDestroyed, placeStatus, targetableUnits } from '../api';

const heir = chooseCard('heir', {
  title: 'Inheritance 1: you may place 1 status token on a unit',
  from: (g) => targetableUnits(g),
  optional: true,
});

/**
 * Brilliant Thorn: * Inheritance 1: When this unit is destroyed, you may place 1 status token
 * on a target unit. * Fade: Destroy this unit at the end of this round.
 */
export default defineCard({
  stub: 'brilliant-thorn',
  keywords: { fade: 1 },
  triggers: [onDestroyed('Inheritance 1', [heir.ask, (g) => placeStatus(g, heir.of(g), 1)])],
});
