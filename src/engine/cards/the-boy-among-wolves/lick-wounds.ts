import {
  chooseCard,
  defineCard,
  removeExhaustion,
  removeWounds,
  targetablePhoenixborns,
  targetableUnits,
} from '../api';

const target = chooseCard('target', {
  title: 'Lick Wounds: choose a unit or Phoenixborn to remove 2 wounds and 1 exhaustion token from',
  from: (g) => [...targetableUnits(g), ...targetablePhoenixborns(g)],
});

/** Lick Wounds: Remove 2 wound tokens and 1 exhaustion token from a target unit or Phoenixborn. */
export default defineCard({
  stub: 'lick-wounds',
  effect: [
    target.ask,
    (g) => void removeWounds(g, target.of(g), 2),
    (g) => void removeExhaustion(g, target.of(g), 1),
  ],
});
