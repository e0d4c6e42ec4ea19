import { cancelTargetingEffect, defineCard, eventOf } from '../api';

/** Vanish: You may play this spell after an opponent targets you or your Phoenixborn with a spell, ability, or dice power. Cancel that effect and the remaining effects of that spell, ability, or dice power. */
export default defineCard({
  stub: 'vanish',
  reaction: { event: 'playerTargeted', match: (q, e) => e.player === q.me && e.by !== q.me },
  effect: [(g) => cancelTargetingEffect(g, eventOf(g, 'playerTargeted'))],
});
