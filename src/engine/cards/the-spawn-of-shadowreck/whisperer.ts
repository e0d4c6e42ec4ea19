import {
  chooseDie,
  chooseOpponent,
  dealDamage,
  defineCard,
  lowerableDiceOf,
  lowerDie,
  onDestroyed,
  phoenixbornOf,
} from '../api';

const opponent = chooseOpponent('opponent', {
  title: 'Whisperer, Haunt 1: choose an opponent',
});
const die = chooseDie('die', {
  title: "Whisperer, Haunt 1: choose a power die in the opponent's active pool to lower",
  from: (g) => {
    const chosen = opponent.of(g);
    return chosen === null ? [] : lowerableDiceOf(g, chosen, 'power');
  },
});

/**
 * Whisperer: * Haunt 1: When this unit is destroyed, lower 1 power die in a target opponent's
 * active pool one level. If you cannot, deal 1 damage to their target Phoenixborn.
 */
export default defineCard({
  stub: 'whisperer',
  triggers: [
    onDestroyed('Haunt 1', [
      opponent.ask,
      die.ask,
      (g) => {
        const chosen = opponent.of(g);
        const lowered = die.of(g);
        if (lowered !== null) lowerDie(g, lowered);
        else if (chosen !== null) dealDamage(g, phoenixbornOf(g, chosen), 1);
      },
    ]),
  ],
});
