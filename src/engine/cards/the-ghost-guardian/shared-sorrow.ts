import {
  chooseCard,
  dealDamage,
  defineCard,
  discardFromHand,
  discardPileOf,
  handOf,
  magicPlayCost,
  rememberCards,
  rememberNumber,
  returnToHand,
  targetableUnits,
} from '../api';

/** X = the magic play cost of the discarded card. */
const x = rememberNumber('x');
const discardedCard = rememberCards('discardedCard');

const discarded = chooseCard('discarded', {
  title: 'Shared Sorrow: discard a card of your hand with a magic play cost of 1 or more',
  from: (g) => handOf(g).filter((card) => magicPlayCost(g, card) >= 1),
});

const found = chooseCard('found', {
  title:
    'Shared Sorrow: choose another card of your discard pile with the same magic play cost to place into your hand',
  from: (g) =>
    discardPileOf(g).filter(
      (card) =>
        !(discardedCard.of(g) ?? []).includes(card) && magicPlayCost(g, card) === (x.of(g) ?? 0),
    ),
});

const target = chooseCard('target', {
  title:
    'Shared Sorrow: choose a unit to deal X damage to (X = the discarded card’s magic play cost)',
  from: (g) => targetableUnits(g),
});

/** Shared Sorrow: Discard 1 card from your hand with a magic play cost of 1 or more. Search your discard pile for another card with a magic play cost of X and place it into your hand. Deal X damage to a target unit. X = the magic play cost of the discarded card. */
export default defineCard({
  stub: 'shared-sorrow',
  playable: (q) => handOf(q).some((card) => card !== q.self && magicPlayCost(q, card) >= 1),
  effect: [
    discarded.ask,
    (g) => {
      const card = discarded.of(g);
      if (card === null) return { end: true };
      x.set(g, magicPlayCost(g, card));
      discardFromHand(g, card);
      // The card's id in the discard pile is the newest there.
      discardedCard.set(g, discardPileOf(g).slice(-1));
    },
    found.ask,
    (g) => returnToHand(g, found.of(g)),
    target.ask,
    (g) => void dealDamage(g, target.of(g), x.of(g) ?? 0),
  ],
});
