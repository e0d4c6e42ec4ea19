import { defineAspect } from '../api';

/**
 * Paranoia (aspect): While this aspect is unexhausted, the opposing player cannot use basic
 * dice.
 *
 * Decided (the facts leave the scope of "use" open): their basic dice cannot pay any cost
 * (cards, reactions, abilities, X costs) and are not offered as payment; dice powers are
 * untouched (they need a power face, so never use a basic die), and Meditate, which changes a
 * die rather than spending it, stays open. Face down it is not in play and forbids nothing.
 */
export default defineAspect({ stub: 'paranoia', forbidsOpponentBasicDiceWhileUnexhausted: true });
