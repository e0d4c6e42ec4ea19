import { registerCard } from '../registry';
import { attackValue } from '../../cardinfo';
/** Massive Growth: +4 attack, +4 life. Only on a unit with attack 2 or less. Spell Guard. Fleeting. */
export default registerCard({
  stub: 'massive-growth',
  keywords: { spellGuard: 1, fleeting: 1 },
  canHost: (q, host) => attackValue(q.state, q.context, host) <= 2,
});
