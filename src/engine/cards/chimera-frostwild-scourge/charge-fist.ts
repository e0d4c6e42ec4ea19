import { defineAspect } from '../api';

/**
 * Charge Fist (aspect, status 3): When its last status token is spent, deal 3 damage to the
 * opposing Phoenixborn, then re-roll each of the opponent's non-basic active dice (its status
 * ability is in frostwild-scourge.ts).
 */
export default defineAspect({ stub: 'charge-fist' });
