import { defineAspect } from '../api';

/** Crimson Pyre (aspect, status 3): Status: destroy the Chimera's rightmost conjured aspect; if one was, the opposing player deals 2 damage one at a time among their units and Phoenixborn (its status ability is in siege-of-lordswall.ts). */
export default defineAspect({ stub: 'crimson-pyre' });
