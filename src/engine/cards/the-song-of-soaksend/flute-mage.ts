import { chooseCard, defineCard, removeExhaustion, targetableUnits, tokensOn } from '../api';
import type { Scope } from '../api';

function exhaustedUnits(s: Scope): string[] {
  return targetableUnits(s, (u) => tokensOn(s, u).exhaustion > 0);
}

const target = chooseCard('target', {
  title: 'Enliven: choose a unit to remove 1 exhaustion token from',
  from: (g) => exhaustedUnits(g),
});

/** Flute Mage: Enliven: side, exhaust: Remove 1 exhaustion token from a target unit. */
export default defineCard({
  stub: 'flute-mage',
  abilities: [
    {
      id: 'enliven',
      name: 'Enliven',
      cost: ['[[side]]', '[[exhaust]]'],
      usable: (q) => exhaustedUnits(q).length > 0,
      steps: [target.ask, (g) => void removeExhaustion(g, target.of(g), 1)],
    },
  ],
});
