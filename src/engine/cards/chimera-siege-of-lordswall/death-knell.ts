import { defineAspect } from '../api';

/** Death Knell (aspect, status 2): When its last status token is spent, destroy the opponent's leftmost unit (its status ability is in siege-of-lordswall.ts). */
export default defineAspect({ stub: 'death-knell' });
