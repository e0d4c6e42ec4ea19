import { defineAspect } from '../api';

/**
 * Galeforce (aspect, status 3): Status: the opposing player lowers 1 of their dice one level,
 * their choice (its status ability is in frostwild-scourge.ts).
 */
export default defineAspect({ stub: 'galeforce' });
