import { defineCard, eventOf, onAttached, placeExhaustedDieOn } from '../api';

/** Thunder Suit (alteration, attack +2, life +2, recover +1): When attaching this spell, place an artifice die from your exhausted pool onto the attached unit. */
export default defineCard({
  stub: 'thunder-suit',
  triggers: [
    onAttached('When attaching', [
      (g) =>
        void placeExhaustedDieOn(g, 'artifice', eventOf(g, 'alterationAttached')?.host ?? null),
    ]),
  ],
});
