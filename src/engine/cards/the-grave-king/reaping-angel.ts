import {
  chooseCard,
  defineCard,
  discardPileOf,
  drawPileOf,
  isAlly,
  onComesIntoPlay,
  removeFromGame,
  removeWounds,
  revealIntoDiscard,
  shuffleDrawPile,
  targetablePhoenixborns,
  tokensOn,
} from '../api';

const offered = chooseCard('offered', {
  title:
    'Reaping Angel, Offer: you may reveal an ally in your draw pile to place into your discard pile',
  from: (g) => drawPileOf(g).filter((card) => isAlly(g, card)),
  optional: true,
});
const removed = chooseCard('removed', {
  title: 'Reaping Angel, Offer: you may remove an ally in your discard pile from the game',
  from: (g) => discardPileOf(g).filter((card) => isAlly(g, card)),
  optional: true,
});
const healed = chooseCard('healed', {
  title: 'Reaping Angel, Offer: choose a Phoenixborn to remove 1 wound token from',
  from: (g) => targetablePhoenixborns(g),
});

/** Reaping Angel: Offer: When this unit comes into play, search your draw pile. You may reveal an ally and place it into your discard pile. Shuffle your draw pile. Then, you may search your discard pile for an ally and remove it from the game to remove 1 wound token from a target Phoenixborn. */
export default defineCard({
  stub: 'reaping-angel',
  triggers: [
    onComesIntoPlay('Offer', [
      offered.ask,
      (g) => {
        revealIntoDiscard(g, offered.of(g));
        shuffleDrawPile(g);
      },
      removed.ask,
      (g) => {
        const ally = removed.of(g);
        if (ally === null) return { end: true };
        removeFromGame(g, ally);
      },
      healed.ask,
      (g) => {
        const pb = healed.of(g);
        if (pb !== null && tokensOn(g, pb).damage > 0) removeWounds(g, pb, 1);
      },
    ]),
  ],
});
