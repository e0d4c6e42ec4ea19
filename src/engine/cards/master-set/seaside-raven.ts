import {
  chooseCard,
  defineCard,
  destroy,
  lifeOf,
  onComesIntoPlay,
  self,
  targetableUnits,
} from '../api';

const target = chooseCard('target', {
  title: 'Prey 2: you may destroy a unit with life 2 or less',
  from: (g) => targetableUnits(g, (u) => u !== self(g) && lifeOf(g, u) <= 2),
  optional: true,
});

/** Seaside Raven: Prey 2: when this unit comes into play, you may destroy a target unit with a life value of 2 or less. Quick Strike. */
export default defineCard({
  stub: 'seaside-raven',
  keywords: { quickStrike: 1 },
  triggers: [onComesIntoPlay('Prey 2', [target.ask, (g) => void destroy(g, target.of(g))])],
});
