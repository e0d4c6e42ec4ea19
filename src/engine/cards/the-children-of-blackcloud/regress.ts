import { defineCard } from '../api';

/** Regress: -3 attack. * Fleeting: Discard this card at the end of this round. */
export default defineCard({
  stub: 'regress',
  keywords: { fleeting: 1 },
});
