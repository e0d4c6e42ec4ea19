import { chooseCard, dealDamage, defineCard, handOf, opponentUnits } from '../api';

const target = chooseCard('target', {
  title: 'Willpower: choose a unit an opponent controls',
  from: (g) => opponentUnits(g),
});

/** Willpower: Deal damage to a target unit an opponent controls equal to the number of cards in your hand. */
export default defineCard({
  stub: 'willpower',
  playable: (q) => opponentUnits(q).length > 0,
  effect: [target.ask, (g) => void dealDamage(g, target.of(g), handOf(g).length)],
});
