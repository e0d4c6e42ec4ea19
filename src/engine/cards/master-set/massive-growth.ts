import { attackOf, defineCard } from '../api';

/** Massive Growth: +4 attack, +4 life. Only on a unit with attack 2 or less. Spell Guard. Fleeting. */
export default defineCard({
  stub: 'massive-growth',
  keywords: { spellGuard: 1, fleeting: 1 },
  canHost: (q, host) => attackOf(q, host) <= 2,
});
