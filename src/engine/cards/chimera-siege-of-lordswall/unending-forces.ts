import { defineAspect } from '../api';

/** Unending Forces (aspect, status 3): Status: summon a Rainwalker (its status ability is in siege-of-lordswall.ts). */
export default defineAspect({ stub: 'unending-forces' });
