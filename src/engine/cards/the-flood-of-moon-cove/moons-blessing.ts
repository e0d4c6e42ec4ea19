import {
  chooseShownCard,
  defineCard,
  discardPileOf,
  isReadySpell,
  onAttached,
  returnToHand,
} from '../api';

const found = chooseShownCard('found', {
  title: "Moon's Blessing: choose a ready spell of your discard pile to place into your hand",
  from: (g) => discardPileOf(g).filter((card) => isReadySpell(g, card)),
});

/**
 * Moon's Blessing (alteration, life +1, recover +1): When attaching this spell, search your
 * discard pile for a ready spell and place it into your hand.
 */
export default defineCard({
  stub: 'moons-blessing',
  triggers: [onAttached("Moon's Blessing", [found.ask, (g) => returnToHand(g, found.of(g))])],
});
