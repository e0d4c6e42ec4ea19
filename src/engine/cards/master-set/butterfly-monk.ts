import {
  bothPhoenixborns,
  chooseCard,
  defineCard,
  onDestroyed,
  removeWounds,
  targetableUnits,
} from '../api';

const target = chooseCard('target', {
  title: 'Mend 1: you may remove a wound from a unit or Phoenixborn',
  from: (g) => [...targetableUnits(g), ...bothPhoenixborns(g)],
  optional: true,
});

/** Butterfly Monk: Unit Guard. Mend 1: when this unit is destroyed, you may remove 1 wound token from a target unit or Phoenixborn. */
export default defineCard({
  stub: 'butterfly-monk',
  keywords: { unitGuard: 1 },
  triggers: [
    onDestroyed('Mend 1', [
      target.ask,
      (g) => {
        removeWounds(g, target.of(g), 1);
      },
    ]),
  ],
});
