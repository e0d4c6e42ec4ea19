import { registerCard } from '../registry';
import { eventOf, damage } from '../helpers';
import { addLog } from '../../log';
/** Cover: Reaction: after your Phoenixborn, while guarding, is dealt damage by a unit's attack, prevent that damage from being received. Deal 1 damage to the target attacking unit. */
export default registerCard({
  stub: 'cover',
  reaction: {
    event: 'pbDamage',
    match: (q, e) =>
      e.controller === q.me &&
      e.attacker !== undefined &&
      (q.state.attack?.battles.some(
        (b) => b.attacker === e.attacker && b.guard === q.state.players[q.me].phoenixborn,
      ) ??
        false),
  },
  effect: [
    (g) => {
      const event = eventOf(g);
      addLog(g.state, ['Cover prevents the damage']);
      if (event?.attacker && g.state.cards[event.attacker]?.zone === 'battlefield')
        damage(g, event.attacker, 1);
    },
  ],
});
