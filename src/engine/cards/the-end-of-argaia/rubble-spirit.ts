import { chooseOpponent, defineCard, discardTopOfDrawPile, onComesIntoPlay } from '../api';

const opponent = chooseOpponent('opponent', {
  title: 'Rubble Spirit, Crumble 1: choose an opponent to discard the top card of their draw pile',
});

/** Rubble Spirit: Crumble 1: When this unit comes into play, discard 1 card off the top of a target opponent's draw pile. */
export default defineCard({
  stub: 'rubble-spirit',
  triggers: [
    onComesIntoPlay('Crumble 1', [
      opponent.ask,
      (g) => {
        const whose = opponent.of(g);
        if (whose !== null) discardTopOfDrawPile(g, whose, 1);
      },
    ]),
  ],
});
