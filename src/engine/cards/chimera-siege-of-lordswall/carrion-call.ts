import { defineAspect } from '../api';

/** Carrion Call (aspect, status 2): When its last status token is spent, summon 3 Rainwalkers (its status ability is in siege-of-lordswall.ts). */
export default defineAspect({ stub: 'carrion-call' });
