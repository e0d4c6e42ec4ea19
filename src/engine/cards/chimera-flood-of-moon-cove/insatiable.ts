import { defineAspect } from '../api';

/**
 * Insatiable (aspect, 2 status pips): Status ability: raise as many basic rage dice as the
 * current phase number one level (its status steps are in `flood-of-moon-cove.ts`).
 */
export default defineAspect({ stub: 'insatiable' });
