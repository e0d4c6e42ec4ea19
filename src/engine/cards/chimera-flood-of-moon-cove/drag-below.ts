import { defineAspect } from '../api';

/**
 * Drag Below (aspect, 2 status pips): Status ability: attach a Drowning to the opposing
 * Phoenixborn (its status steps are in `flood-of-moon-cove.ts`).
 */
export default defineAspect({ stub: 'drag-below' });
