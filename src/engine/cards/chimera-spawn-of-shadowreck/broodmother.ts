import { defineAspect } from '../api';

/**
 * Broodmother (aspect), 3 status tokens. Status: when its last token is spent, add 1
 * face-down aspect to the Chimera's battlefield (its boss rules in `spawn-of-shadowreck.ts`
 * hold the status ability).
 */
export default defineAspect({ stub: 'broodmother' });
