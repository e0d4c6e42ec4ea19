import { defineCard, onComesIntoPlay, summon } from '../api';

/** Ancestral Army: Invoke Ancestors: When this unit comes into play, place 2 Ancestor Spirit conjurations onto your battlefield. */
export default defineCard({
  stub: 'ancestral-army',
  triggers: [
    onComesIntoPlay('Invoke Ancestors', [
      (g) => {
        summon(g, 'ancestor-spirit');
        summon(g, 'ancestor-spirit');
      },
    ]),
  ],
});
