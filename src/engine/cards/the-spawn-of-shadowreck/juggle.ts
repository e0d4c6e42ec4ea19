import {
  chooseCard,
  chooseDice,
  chooseOpponent,
  dealDamage,
  defineCard,
  lowerableDiceOf,
  lowerDice,
  raisableDiceOf,
  raiseDice,
  targetableUnits,
  unitsOf,
} from '../api';

const mine = chooseDice('mine', {
  title: 'Juggle: choose 3 dice in your active pool to raise one level',
  from: (g) => raisableDiceOf(g),
  count: { exactly: () => 3 },
});
const opponent = chooseOpponent('opponent', {
  title: 'Juggle: choose an opponent',
});
const theirs = chooseDice('theirs', {
  title: "Juggle: choose 3 dice in the opponent's active pool to lower one level",
  from: (g) => {
    const chosen = opponent.of(g);
    return chosen === null ? [] : lowerableDiceOf(g, chosen);
  },
  count: { exactly: () => 3 },
});
const target = chooseCard('target', {
  title: 'Juggle: choose a unit that opponent controls to deal 3 damage to',
  from: (g) => {
    const chosen = opponent.of(g);
    return chosen === null ? [] : targetableUnits(g, (u) => unitsOf(g, chosen).includes(u));
  },
});

/**
 * Juggle: Raise 3 dice in your active pool one level. Lower 3 dice in a target opponent's
 * active pool one level. Deal 3 damage to a target unit that opponent controls.
 */
export default defineCard({
  stub: 'juggle',
  effect: [
    mine.ask,
    (g) => raiseDice(g, mine.of(g)),
    opponent.ask,
    theirs.ask,
    (g) => lowerDice(g, theirs.of(g)),
    target.ask,
    (g) => void dealDamage(g, target.of(g), 3),
  ],
});
