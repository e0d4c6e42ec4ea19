import {
  attachConjuredAlteration,
  defineCard,
  inConjurationPile,
  phoenixbornOf,
  self,
  shuffleIntoDrawPile,
} from '../api';

/** Discovery: Attach a Red Raindrop conjured alteration spell to your Phoenixborn. Then, shuffle this card into your draw pile. */
export default defineCard({
  stub: 'discovery',
  playable: (q) => inConjurationPile(q, 'red-raindrop'),
  effect: [
    (g) => void attachConjuredAlteration(g, 'red-raindrop', phoenixbornOf(g)),
    (g) => shuffleIntoDrawPile(g, [self(g)]),
  ],
});
