import { chooseCard, defineCard, exhaust, targetableUnits } from '../api';

const target = chooseCard('target', {
  title: 'Steady Gaze: choose a unit',
  from: (g) => targetableUnits(g),
});

/** Steady Gaze: Place 2 exhaustion tokens on a target unit. */
export default defineCard({
  stub: 'steady-gaze',
  playable: (q) => targetableUnits(q).length > 0,
  effect: [target.ask, (g) => exhaust(g, target.of(g), 2)],
});
