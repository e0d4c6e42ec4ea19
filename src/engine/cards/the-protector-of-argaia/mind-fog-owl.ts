import { defineCard } from '../api';

/** Mind Fog Owl: Unseen: This unit cannot be blocked unless all attacking units without the Unseen ability have been blocked. */
export default defineCard({
  stub: 'mind-fog-owl',
  keywords: { unseen: 1 },
});
