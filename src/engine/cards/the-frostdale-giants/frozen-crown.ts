import { defineCard } from '../api';

/** Frozen Crown: +3 attack (printed on the card; no other text). */
export default defineCard({
  stub: 'frozen-crown',
});
