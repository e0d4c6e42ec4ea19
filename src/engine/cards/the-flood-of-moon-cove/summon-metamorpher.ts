import {
  canSummon,
  chooseCard,
  chooseShownCard,
  defineCard,
  discardFromHand,
  discardPileOf,
  draw,
  focus,
  handOf,
  isSpell,
  placeOnBottomOfDrawPile,
  rememberNumber,
  summon,
} from '../api';

const discarded = chooseCard('discarded', {
  title:
    'Summon Metamorpher, Focus 2: you may discard 1 card from your hand to place a spell of your discard pile on the bottom of your draw pile',
  from: (g) => handOf(g),
  optional: true,
});
const didDiscard = rememberNumber('didDiscard');
const found = chooseShownCard('found', {
  title:
    'Summon Metamorpher: choose a spell of your discard pile to place on the bottom of your draw pile',
  from: (g) => (didDiscard.of(g) === 1 ? discardPileOf(g).filter((card) => isSpell(g, card)) : []),
});

/**
 * Summon Metamorpher: main - exhaust - 1 basic: Place a Metamorpher conjuration onto your
 * battlefield. Focus 1: Draw 1 card. Focus 2: Then, you may discard 1 card from your hand to
 * search your discard pile for a spell and place it on the bottom of your draw pile.
 */
export default defineCard({
  stub: 'summon-metamorpher',
  abilities: [
    {
      id: 'summon',
      name: 'Summon Metamorpher',
      cost: ['[[main]]', '[[exhaust]]', '1 [[basic]]'],
      usable: (q) => canSummon(q, 'metamorpher'),
      steps: [
        (g) => {
          summon(g, 'metamorpher');
          if (focus(g) < 1) return { end: true };
          draw(g, 1);
          if (focus(g) < 2) return { end: true };
        },
        discarded.ask,
        (g) => {
          // "To": the search happens only for a card discarded (its id changes as it moves).
          const card = discarded.of(g);
          if (card === null) return { end: true };
          discardFromHand(g, card);
          didDiscard.set(g, 1);
        },
        found.ask,
        (g) => placeOnBottomOfDrawPile(g, found.of(g)),
      ],
    },
  ],
});
