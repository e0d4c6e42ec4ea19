import { defineCard, onDestroyed, summon } from '../api';

/** Rising Horde: * Raise Fallen: When this unit is destroyed, place 2 Fallen conjurations onto your battlefield. */
export default defineCard({
  stub: 'rising-horde',
  triggers: [
    onDestroyed('Raise Fallen', [
      (g) => {
        summon(g, 'fallen');
        summon(g, 'fallen');
      },
    ]),
  ],
});
