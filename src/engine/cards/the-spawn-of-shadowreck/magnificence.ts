import {
  changeableDiceOf,
  chooseCard,
  chooseDice,
  choosePlayer,
  dealDamage,
  defineCard,
  opponentUnits,
  rerollDice,
  swapPrintedAttackAndLife,
  targetableUnits,
} from '../api';

const player = choosePlayer('player', {
  title: 'Magnificence: choose a player whose dice to re-roll',
});
const dice = chooseDice('dice', {
  title: 'Magnificence: choose up to 4 dice of their active pool to re-roll',
  from: (g) => {
    const chosen = player.of(g);
    return chosen === null ? [] : changeableDiceOf(g, chosen);
  },
  count: { max: () => 4 },
});
const swapped = chooseCard('swapped', {
  title: 'Magnificence: choose a unit to swap its printed attack and life values',
  from: (g) => targetableUnits(g),
});
const first = chooseCard('first', {
  title: 'Magnificence: choose a unit an opponent controls to deal 1 damage to',
  from: (g) => opponentUnits(g),
});
const second = chooseCard('second', {
  title: 'Magnificence: then, choose a unit an opponent controls to deal 1 damage to',
  from: (g) => opponentUnits(g),
});

/**
 * Magnificence: Re-roll up to 4 dice in a target player's active pool. Swap a target unit's
 * printed attack value with its printed life value for the remainder of the turn. Deal 1 damage
 * to a target unit an opponent controls. Then, deal 1 damage to a target unit an opponent
 * controls.
 */
export default defineCard({
  stub: 'magnificence',
  effect: [
    player.ask,
    dice.ask,
    (g) => void rerollDice(g, dice.of(g) ?? []),
    swapped.ask,
    (g) => swapPrintedAttackAndLife(g, swapped.of(g), 'thisTurn'),
    first.ask,
    (g) => void dealDamage(g, first.of(g), 1),
    second.ask,
    (g) => void dealDamage(g, second.of(g), 1),
  ],
});
