import { chooseCard, defineCard, discardPileOf, isAlly, returnToHand } from '../api';

const ally = chooseCard('ally', {
  title: 'Bound Soul: choose an ally in your discard pile',
  from: (g) => discardPileOf(g).filter((u) => isAlly(g, u)),
});

/** Bound Soul: Search your discard pile for an ally and place it into your hand. */
export default defineCard({
  stub: 'bound-soul',
  effect: [ally.ask, (g) => returnToHand(g, ally.of(g))],
});
