import { chooseCards, defineCard, discardPileOf, isAlly, shuffleIntoDrawPile } from '../api';

const allies = chooseCards('allies', {
  title: 'Revival Pact: choose up to 3 allies in your discard pile',
  from: (g) => discardPileOf(g).filter((card) => isAlly(g, card)),
  count: { max: () => 3 },
});

/** Revival Pact: Search your discard pile for up to 3 allies and shuffle them into your draw pile. */
export default defineCard({
  stub: 'revival-pact',
  effect: [allies.ask, (g) => shuffleIntoDrawPile(g, allies.of(g) ?? [])],
});
