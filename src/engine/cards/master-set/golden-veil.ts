import { registerCard } from '../registry';
import { eventOf } from '../helpers';
import { addLog } from '../../log';
/** Golden Veil: Reaction: after an opponent targets a unit you control with a spell, ability or dice power, cancel that effect and the remaining effects of that spell, ability or dice power. */
export default registerCard({
  stub: 'golden-veil',
  reaction: { event: 'unitTargeted', match: (q, e) => e.controller === q.me && e.by !== q.me },
  effect: [
    (g) => {
      const event = eventOf(g);
      const frame = event?.frame !== undefined ? g.state.stack[event.frame] : undefined;
      // Ending the targeting frame skips the rest of that spell, ability or dice power.
      if (frame) frame.step = Number.MAX_SAFE_INTEGER;
      addLog(g.state, ['Golden Veil cancels the effect']);
    },
  ],
});
