import { defineCard } from '../api';

/** Panther Spirit: * Fleeting: Discard this card at the end of this round. */
export default defineCard({
  stub: 'panther-spirit',
  keywords: { fleeting: 1 },
});
