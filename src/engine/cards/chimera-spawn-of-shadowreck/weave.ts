import { defineAspect } from '../api';

/**
 * Weave (aspect), 2 status tokens. Status: attach a Webbed to the opponent's leftmost unit that
 * has no Webbed (its boss rules in `spawn-of-shadowreck.ts` hold the status ability).
 */
export default defineAspect({ stub: 'weave' });
