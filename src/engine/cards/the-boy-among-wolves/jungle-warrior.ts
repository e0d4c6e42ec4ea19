import {
  activeDiceOf,
  chooseCard,
  chooseDie,
  defineCard,
  isExhausted,
  onDestroyed,
  placeStatus,
  removeExhaustion,
  spendDie,
  targetableUnits,
} from '../api';
import type { Run } from '../api';

/** Units Last Orders could ready: those with an exhaustion token. */
function exhaustedUnits(g: Run): string[] {
  return targetableUnits(g, (u) => isExhausted(g, u));
}

const payment = chooseDie('payment', {
  title: 'Last Orders 1: you may spend 1 basic to remove 1 exhaustion token from a unit',
  from: (g) => (exhaustedUnits(g).length > 0 ? activeDiceOf(g).map((d) => d.uuid) : []),
  decline: "Don't spend",
});

const readied = chooseCard('readied', {
  title: 'Last Orders 1: choose a unit to remove 1 exhaustion token from',
  from: (g) => (payment.of(g) !== null ? exhaustedUnits(g) : []),
});

const heir = chooseCard('heir', {
  title: 'Inheritance 1: you may place 1 status token on a unit',
  from: (g) => targetableUnits(g),
  optional: true,
});

/**
 * Jungle Warrior: * Last Orders 1: When this unit is destroyed, you may spend 1 basic to
 * remove 1 exhaustion token from a target unit. * Inheritance 1: When this unit is destroyed,
 * you may place 1 status token on a target unit.
 */
export default defineCard({
  stub: 'jungle-warrior',
  triggers: [
    onDestroyed('Last Orders 1', [
      payment.ask,
      (g) => {
        if (!spendDie(g, payment.of(g))) return { end: true };
      },
      readied.ask,
      (g) => void removeExhaustion(g, readied.of(g), 1),
    ]),
    onDestroyed('Inheritance 1', [heir.ask, (g) => placeStatus(g, heir.of(g), 1)]),
  ],
});
