import { choosePlayer, defineCard, discardTopOfDrawPile, onDestroyed } from '../api';

const player = choosePlayer('player', {
  title: 'Last Request 1: choose a player to discard the top card of their draw pile',
});

/** Orchid Dove: Last Request 1: When this unit is destroyed, you may choose a target player to discard 1 card off the top of their draw pile. */
export default defineCard({
  stub: 'orchid-dove',
  triggers: [
    onDestroyed(
      'Last Request 1',
      [
        player.ask,
        (g) => {
          const whose = player.of(g);
          if (whose !== null) discardTopOfDrawPile(g, whose, 1);
        },
      ],
      () => true,
      true,
    ),
  ],
});
