import { chooseCard, defineCard, moveToken, opponentUnits, phoenixbornOf, tokensOn } from '../api';

const target = chooseCard('target', {
  title: 'Weight of the World: choose a unit an opponent controls to move 1 exhaustion token onto',
  from: (g) => opponentUnits(g),
});

/** Weight of the World: Move 1 exhaustion token from your Phoenixborn to a target unit an opponent controls. */
export default defineCard({
  stub: 'weight-of-the-world',
  playable: (q) => tokensOn(q, phoenixbornOf(q)).exhaustion > 0 && opponentUnits(q).length > 0,
  effect: [target.ask, (g) => void moveToken(g, 'exhaustion', phoenixbornOf(g), target.of(g))],
});
