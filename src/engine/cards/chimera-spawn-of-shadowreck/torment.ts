import { defineAspect } from '../api';

/**
 * Torment (aspect), 2 status tokens. Status: re-roll 1 basic rage die; if it stays basic, the
 * opposing player discards a card of their choice from their hand or the top of their draw
 * pile (its boss rules in `spawn-of-shadowreck.ts` hold the status ability).
 */
export default defineAspect({ stub: 'torment' });
