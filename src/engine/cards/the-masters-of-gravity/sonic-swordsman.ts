import { chooseCard, defineCard, exhaust, targetableUnits } from '../api';

const target = chooseCard('target', {
  title: 'Sonic Pulse 1: choose a unit to place 1 exhaustion token on',
  from: (g) => targetableUnits(g),
});

/**
 * Sonic Swordsman: Sonic Pulse 1: After this unit destroys a unit an opponent controls by
 * attacking, you may place 1 exhaustion token on a target unit. Alert: Do not place
 * exhaustion tokens on this unit as a result of its countering.
 */
export default defineCard({
  stub: 'sonic-swordsman',
  keywords: { alert: 1 },
  triggers: [
    {
      name: 'Sonic Pulse 1',
      event: 'unitDestroyedByAttack',
      optional: true,
      match: (q, e) =>
        e.attacker === q.self && e.controller !== q.me && targetableUnits(q).length > 0,
      steps: [target.ask, (g) => exhaust(g, target.of(g), 1)],
    },
  ],
});
