import { defineAspect } from '../api';

/**
 * Whirlpool (aspect, 3 status pips): Status ability: when its last status token is spent,
 * exhaust every unexhausted opposing unit (its status steps are in `flood-of-moon-cove.ts`).
 */
export default defineAspect({ stub: 'whirlpool' });
