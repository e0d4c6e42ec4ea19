import { registerCard } from '../registry';
import { conjureOnto } from '../helpers';
/** Summon Sleeping Widows: Reaction: after a unit you control is destroyed, place 2 Sleeping Widow conjurations onto your battlefield. */
export default registerCard({
  stub: 'summon-sleeping-widows',
  reaction: { event: 'destroyed', match: (q, e) => e.controller === q.me },
  effect: [
    (g) => {
      conjureOnto(g, 'sleeping-widow');
      conjureOnto(g, 'sleeping-widow');
    },
  ],
});
