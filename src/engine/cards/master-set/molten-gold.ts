import { chooseCard, defineCard, opponentUnits, placeWounds } from '../api';

const target = chooseCard('target', {
  title: 'Molten Gold: choose a unit an opponent controls',
  from: (g) => opponentUnits(g),
});

/** Molten Gold: Place 3 wound tokens on a target unit an opponent controls. */
export default defineCard({
  stub: 'molten-gold',
  playable: (q) => opponentUnits(q).length > 0,
  effect: [target.ask, (g) => placeWounds(g, target.of(g), 3)],
});
