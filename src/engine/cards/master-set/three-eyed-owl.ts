import {
  chooseCard,
  defineCard,
  discardFromHand,
  handOf,
  onComesIntoPlay,
  opp,
  revealRandom,
} from '../api';

const discarded = chooseCard('card', {
  title: 'Memory Drain: discard a card from your hand',
  from: (g) => handOf(g, opp(g)),
  by: opp,
});

/** Three-Eyed Owl: Peer 1: when this unit comes into play, look at 1 random card in a target opponent's hand. Memory Drain 1: at the end of the prepare phase, a target opponent discards 1 card of their choice from their hand. */
export default defineCard({
  stub: 'three-eyed-owl',
  triggers: [
    onComesIntoPlay('Peer 1', [
      // Only the owl's controller is shown the card, in their own prompt.
      revealRandom('seen', {
        from: (g) => handOf(g, opp(g)),
        title: (name) => `Peer: you see ${name}`,
      }),
    ]),
    {
      name: 'Memory Drain 1',
      event: 'prepareEnd',
      match: (q) => handOf(q, opp(q)).length > 0,
      steps: [discarded.ask, (g) => discardFromHand(g, discarded.of(g))],
    },
  ],
});
