import { defineCard } from '../api';

/** Wallop: alteration spell, +2 attack (printed on the card; no other text). */
export default defineCard({
  stub: 'wallop',
});
