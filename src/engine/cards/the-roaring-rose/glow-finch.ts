import { choosePlayer, defineCard, discardTopOfDrawPile, onDestroyed } from '../api';

const player = choosePlayer('player', {
  title: 'Last Request 2: choose a player to discard the top 2 cards of their draw pile',
});

/** Glow Finch: Unit Guard: This unit may guard a unit that is being attacked. Last Request 2: When this unit is destroyed, you may choose a target player to discard 2 cards off the top of their draw pile. */
export default defineCard({
  stub: 'glow-finch',
  keywords: { unitGuard: 1 },
  triggers: [
    onDestroyed(
      'Last Request 2',
      [
        player.ask,
        (g) => {
          const whose = player.of(g);
          if (whose !== null) discardTopOfDrawPile(g, whose, 2);
        },
      ],
      () => true,
      true,
    ),
  ],
});
