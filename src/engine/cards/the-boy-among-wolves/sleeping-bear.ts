import { defineCard, exhaust, onComesIntoPlay, self } from '../api';

/** Sleeping Bear: Slumbering 1: When this unit comes into play, place 1 exhaustion token on it. */
export default defineCard({
  stub: 'sleeping-bear',
  triggers: [onComesIntoPlay('Slumbering 1', [(g) => exhaust(g, self(g), 1)])],
});
