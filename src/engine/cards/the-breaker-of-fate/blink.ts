import { chooseCard, defineCard, removeFromGameUntilEndOfTurn, targetableUnits } from '../api';

const target = chooseCard('target', {
  title: 'Blink: choose a unit to remove from the game until the end of the turn',
  from: (g) => targetableUnits(g),
});

/** Blink: Remove a target unit from the game. At the end of this turn, place that unit onto its owner's battlefield. */
export default defineCard({
  stub: 'blink',
  playable: (q) => targetableUnits(q).length > 0,
  effect: [target.ask, (g) => void removeFromGameUntilEndOfTurn(g, target.of(g))],
});
