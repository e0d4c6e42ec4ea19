import { cancelTargetingEffect, defineCard, eventOf } from '../api';

/** Golden Veil: Reaction: after an opponent targets a unit you control with a spell, ability or dice power, cancel that effect and the remaining effects of that spell, ability or dice power. */
export default defineCard({
  stub: 'golden-veil',
  reaction: { event: 'unitTargeted', match: (q, e) => e.controller === q.me && e.by !== q.me },
  effect: [(g) => cancelTargetingEffect(g, eventOf(g, 'unitTargeted'))],
});
