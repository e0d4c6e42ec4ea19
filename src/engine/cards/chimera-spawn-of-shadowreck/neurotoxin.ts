import { defineAspect } from '../api';

/**
 * Neurotoxin (aspect), 2 status tokens. Status: 1 damage to the opposing Phoenixborn; when its
 * last token is spent, the opposing player also exhausts 1 of their active dice (its boss rules
 * in `spawn-of-shadowreck.ts` hold the status ability).
 */
export default defineAspect({ stub: 'neurotoxin' });
