import { defineAspect } from '../api';

/**
 * Bonechill Wind (aspect, status 2): Status: deal 1 damage to each exhausted opposing unit, and
 * to the opposing Phoenixborn if it is exhausted (its status ability is in
 * frostwild-scourge.ts).
 */
export default defineAspect({ stub: 'bonechill-wind' });
