import { chooseCard, dealDamage, defineCard, targetableUnits } from '../api';

const target = chooseCard('target', {
  title: 'Aftershock 1: you may deal 1 damage to a unit',
  from: (g) => targetableUnits(g),
  optional: true,
});

/** Hammer Knight: Aftershock 1: after this unit destroys a unit an opponent controls by attacking, you may deal 1 damage to a target unit. Alert. */
export default defineCard({
  stub: 'hammer-knight',
  keywords: { alert: 1 },
  triggers: [
    {
      name: 'Aftershock 1',
      event: 'unitDestroyedByAttack',
      inexhaustible: true,
      match: (q, e) => e.attacker === q.self,
      steps: [
        target.ask,
        (g) => {
          dealDamage(g, target.of(g), 1);
        },
      ],
    },
  ],
});
