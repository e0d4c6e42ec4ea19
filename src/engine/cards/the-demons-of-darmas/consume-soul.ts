import { attackingPlayer, defineCard, phoenixbornOf, removeExhaustion, removeWounds } from '../api';

/** Consume Soul: You may play this spell after a unit an opponent controls is destroyed as a result of an attack you control. Remove 2 wound tokens and 1 exhaustion token from your Phoenixborn. */
export default defineCard({
  stub: 'consume-soul',
  // Destroyed by your attack: damage of an attack (not an effect) dealt by your side while
  // you are the attacking player (a counter in an opponent's attack is their attack).
  reaction: {
    event: 'destroyed',
    match: (q, e) =>
      e.controller !== q.me && e.by === q.me && !e.byEffect && attackingPlayer(q) === q.me,
  },
  effect: [
    (g) => {
      removeWounds(g, phoenixbornOf(g), 2);
      removeExhaustion(g, phoenixbornOf(g), 1);
    },
  ],
});
