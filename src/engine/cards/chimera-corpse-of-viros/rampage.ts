import { defineAspect } from '../api';

/** Rampage (aspect, status 2): Status: re-roll every basic rage die (its status ability is in corpse-of-viros.ts). */
export default defineAspect({ stub: 'rampage' });
