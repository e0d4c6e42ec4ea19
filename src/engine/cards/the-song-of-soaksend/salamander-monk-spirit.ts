import { defineCard } from '../api';

/** Salamander Monk Spirit: * Fleeting: Discard this card at the end of the round. */
export default defineCard({
  stub: 'salamander-monk-spirit',
  keywords: { fleeting: 1 },
});
