import { defineCard } from '../api';

/** Ice Buff: conjured alteration spell, +1 life (printed on the card; no other text). */
export default defineCard({
  stub: 'ice-buff',
});
