import {
  activeDiceOf,
  chooseDie,
  defineCard,
  lowerDie,
  mayChangeDiceOf,
  opponentsOf,
} from '../api';
import type { Scope } from '../api';

/** Power-side dice of opponents whose dice may be changed now. */
function powerDiceOfOpponents(s: Scope): string[] {
  return opponentsOf(s)
    .filter((p) => mayChangeDiceOf(s, p))
    .flatMap((p) => activeDiceOf(s, p).filter((d) => d.level === 'power'))
    .map((d) => d.uuid);
}

const die = chooseDie('die', {
  title: "Dreamlock Mage, Restrict 1: choose a die on its power side in an opponent's active pool",
  from: (g) => powerDiceOfOpponents(g),
});

/** Dreamlock Mage: Restrict 1: side: Lower 1 die on its power side in a target opponent's active pool one level. */
export default defineCard({
  stub: 'dreamlock-mage',
  abilities: [
    {
      id: 'restrict',
      name: 'Restrict 1',
      cost: ['[[side]]'],
      usable: (q) => powerDiceOfOpponents(q).length > 0,
      steps: [die.ask, (g) => lowerDie(g, die.of(g))],
    },
  ],
});
