import { defineCard, phoenixbornOf, placeStatus, self, shuffleIntoDrawPile, summon } from '../api';

/**
 * Seek the Depths: Place a Soul Delver conjuration onto your battlefield and place 1 status
 * token on your Phoenixborn. Then, shuffle this card into your draw pile.
 */
export default defineCard({
  stub: 'seek-the-depths',
  effect: [
    (g) => {
      summon(g, 'soul-delver');
      placeStatus(g, phoenixbornOf(g), 1);
    },
    (g) => shuffleIntoDrawPile(g, [self(g)]),
  ],
});
