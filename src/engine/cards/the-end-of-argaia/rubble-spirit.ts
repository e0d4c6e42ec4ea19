import {
  choosePlayer,
  defineCard,
  discardTopOfDrawPile,
  opponentsOf,
  onComesIntoPlay,
} from '../api';

const opponent = choosePlayer('opponent', {
  title: 'Rubble Spirit, Crumble 1: choose an opponent to discard the top card of their draw pile',
  only: (g, player) => opponentsOf(g).includes(player),
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
