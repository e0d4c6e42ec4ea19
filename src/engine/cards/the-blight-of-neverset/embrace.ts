import { bothPhoenixborns, controllerOf, defineCard } from '../api';

/**
 * Embrace: After any player's Phoenixborn is dealt damage by an attack, spell, ability, or
 * dice power another player controls, discard this spell and prevent that damage from being
 * received.
 */
export default defineCard({
  stub: 'embrace',
  absorbsDamage: (q, damage) =>
    bothPhoenixborns(q).includes(damage.card) &&
    damage.by !== null &&
    damage.by !== controllerOf(q, damage.card),
});
