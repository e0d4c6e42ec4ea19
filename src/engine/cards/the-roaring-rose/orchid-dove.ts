import { defineCard, lastRequest } from '../api';

/** Orchid Dove: Last Request 1: When this unit is destroyed, you may choose a target player to discard 1 card off the top of their draw pile. */
export default defineCard({
  stub: 'orchid-dove',
  triggers: [lastRequest(1)],
});
