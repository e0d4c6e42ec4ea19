import { defineAspect } from '../api';

/**
 * Stormcall (aspect, status 2): Status: 1 damage to the opposing Phoenixborn; when its last
 * status token is spent, also 1 Red Rains token (its status ability is in corpse-of-viros.ts).
 */
export default defineAspect({ stub: 'stormcall' });
