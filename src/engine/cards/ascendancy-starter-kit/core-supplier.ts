import {
  chooseCard,
  defineCard,
  hasExhaustedDie,
  hostsForDie,
  onComesIntoPlay,
  placeExhaustedDieOn,
} from '../api';
import type { Run } from '../api';

function hosts(g: Run): string[] {
  return hasExhaustedDie(g, 'artifice') ? hostsForDie(g, 'artifice') : [];
}

const first = chooseCard('first', {
  title:
    'Core Supplier, Supply 2: you may place an artifice die from your exhausted pool onto a card you control (1 of 2)',
  from: hosts,
  optional: true,
});
// Skipping the first die places none: "up to 2" then stops.
const second = chooseCard('second', {
  title:
    'Core Supplier, Supply 2: you may place another artifice die from your exhausted pool onto a card you control (2 of 2)',
  from: (g) => (first.of(g) === null ? [] : hosts(g)),
  optional: true,
});

/** Core Supplier: Supply 2: When this unit comes into play, place up to 2 artifice dice from your exhausted pool onto cards you control. */
export default defineCard({
  stub: 'core-supplier',
  triggers: [
    onComesIntoPlay('Supply 2', [
      first.ask,
      (g) => void placeExhaustedDieOn(g, 'artifice', first.of(g)),
      second.ask,
      (g) => void placeExhaustedDieOn(g, 'artifice', second.of(g)),
    ]),
  ],
});
