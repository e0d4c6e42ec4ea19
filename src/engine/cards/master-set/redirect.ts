import { registerCard } from '../registry';
import { chooseCard, ctxId, eventOf } from '../helpers';
import { dealDamage } from '../../ops';
/** Redirect: Reaction: after your Phoenixborn is dealt damage, if you control at least 1 unit, choose a unit you control to receive that damage instead. */
export default registerCard({
  stub: 'redirect',
  reaction: {
    event: 'pbDamage',
    match: (q, e) => e.controller === q.me && q.state.players[q.me].battlefield.length > 0,
  },
  effect: [
    chooseCard('unit', 'Redirect: choose a unit you control to receive the damage', (g) => [
      ...g.state.players[g.me].battlefield,
    ]),
    (g) => {
      const unit = ctxId(g, 'unit');
      const event = eventOf(g);
      if (unit && event)
        dealDamage(g.state, g.context, unit, event.amount ?? 0, {
          by: event.by ?? null,
          byEffect: event.byEffect ?? false,
          attacker: event.attacker ?? null,
        });
    },
  ],
});
