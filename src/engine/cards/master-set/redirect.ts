import { chooseCard, defineCard, eventOf, redirectDamage, unitsOf } from '../api';

const unit = chooseCard('unit', {
  title: 'Redirect: choose a unit you control to receive the damage',
  from: (g) => unitsOf(g),
});

/** Redirect: Reaction: after your Phoenixborn is dealt damage, if you control at least 1 unit, choose a unit you control to receive that damage instead. */
export default defineCard({
  stub: 'redirect',
  reaction: {
    event: 'pbDamage',
    match: (q, e) => e.controller === q.me && unitsOf(q).length > 0,
  },
  effect: [
    unit.ask,
    (g) => {
      const event = eventOf(g, 'pbDamage');
      if (event) redirectDamage(g, event, unit.of(g));
    },
  ],
});
