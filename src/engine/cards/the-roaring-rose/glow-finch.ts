import { defineCard, lastRequest } from '../api';

/** Glow Finch: Unit Guard: This unit may guard a unit that is being attacked. Last Request 2: When this unit is destroyed, you may choose a target player to discard 2 cards off the top of their draw pile. */
export default defineCard({
  stub: 'glow-finch',
  keywords: { unitGuard: 1 },
  triggers: [lastRequest(2)],
});
