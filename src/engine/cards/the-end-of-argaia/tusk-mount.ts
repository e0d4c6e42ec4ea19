import { canSummon, defineCard, dismount, summon } from '../api';

/**
 * Tusk Mount: Wreckage 2: After this unit destroys a unit an opponent controls by attacking,
 * place 2 Rubble Spirit conjurations onto your battlefield. * Dismount: When this unit is
 * destroyed, place any allies you own underneath this unit into your hand.
 */
export default defineCard({
  stub: 'tusk-mount',
  triggers: [
    {
      name: 'Wreckage 2',
      event: 'unitDestroyedByAttack',
      match: (q, e) =>
        e.attacker === q.self && e.controller !== q.me && canSummon(q, 'rubble-spirit'),
      // The attack has exhausted it by then (as with Overkill).
      inexhaustible: true,
      steps: [
        (g) => {
          summon(g, 'rubble-spirit');
          summon(g, 'rubble-spirit');
        },
      ],
    },
    dismount(),
  ],
});
