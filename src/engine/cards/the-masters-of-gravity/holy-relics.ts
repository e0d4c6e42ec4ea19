import { defineCard } from '../api';

/** Holy Relics: alteration spell, +2 attack, +2 life (printed on the card; no other text). */
export default defineCard({
  stub: 'holy-relics',
});
