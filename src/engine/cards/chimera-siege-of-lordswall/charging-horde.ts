import { defineAspect, summonAspects } from '../api';

/** Charging Horde (aspect): Horde Attack. When this aspect attacks, summon a Rainwalker. */
export default defineAspect({
  stub: 'charging-horde',
  keywords: { hordeAttack: 1 },
  triggers: [
    {
      name: 'Charging Horde',
      event: 'attackersDeclared',
      match: (q, e) => e.card === q.self,
      steps: [(g) => void summonAspects(g, 'rainwalker')],
    },
  ],
});
