import {
  chooseCard,
  dealDamage,
  defineCard,
  discardPileOf,
  discardTopOfDrawPile,
  drawPileOf,
  rememberCards,
  returnToHand,
  targetableUnits,
} from '../api';

const discarded = rememberCards('discarded');

const kept = chooseCard('kept', {
  title: 'Excavate: place 1 of the discarded cards into your hand',
  from: (g) => (discarded.of(g) ?? []).filter((card) => discardPileOf(g).includes(card)),
});

const target = chooseCard('target', {
  title: 'Excavate: deal 3 damage to a target unit',
  from: (g) => targetableUnits(g),
});

/** Excavate: Discard 3 cards off the top of your draw pile. If you do, place 1 of them into your hand and deal 3 damage to a target unit. */
export default defineCard({
  stub: 'excavate',
  playable: (q) => drawPileOf(q).length > 0,
  effect: [
    (g) => {
      // Whatever part can be done is done (rules §16.1): 1 or 2 cards discarded still count.
      const count = discardTopOfDrawPile(g, g.me, 3);
      if (count === 0) return { end: true };
      discarded.set(g, discardPileOf(g).slice(-count));
    },
    kept.ask,
    (g) => returnToHand(g, kept.of(g)),
    target.ask,
    (g) => void dealDamage(g, target.of(g), 3),
  ],
});
