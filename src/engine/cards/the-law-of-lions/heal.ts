import {
  chooseCard,
  defineCard,
  isOnBattlefield,
  removeWounds,
  targetablePhoenixborns,
  targetableUnits,
  tokensOn,
} from '../api';

const target = chooseCard('target', {
  title: 'Heal: choose a unit to remove all its wound tokens, or a Phoenixborn to remove 2',
  from: (g) => [...targetableUnits(g), ...targetablePhoenixborns(g)],
});

/** Heal: Remove all wound tokens from a target unit or 2 wound tokens from a target Phoenixborn. */
export default defineCard({
  stub: 'heal',
  effect: [
    target.ask,
    (g) => {
      const card = target.of(g);
      if (card === null) return;
      removeWounds(g, card, isOnBattlefield(g, card) ? tokensOn(g, card).damage : 2);
    },
  ],
});
