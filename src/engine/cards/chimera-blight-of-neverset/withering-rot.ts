import { defineAspect } from '../api';

/**
 * Withering Rot (aspect, status 2): Status: the opposing player either discards a card of
 * their choice from their hand or takes 1 damage on their Phoenixborn (their choice; its
 * status ability is in blight-of-neverset.ts).
 */
export default defineAspect({ stub: 'withering-rot' });
