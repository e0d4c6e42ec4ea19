import { defineAspect } from '../api';

/**
 * Scarlet Seed (conjured aspect, status 3): it never attacks. When its last status token is
 * spent, discard it and put 1 Red Rains token on the Chimera (its status ability is in
 * blight-of-neverset.ts). Summoned face up with its 3 status tokens.
 */
export default defineAspect({ stub: 'scarlet-seed' });
