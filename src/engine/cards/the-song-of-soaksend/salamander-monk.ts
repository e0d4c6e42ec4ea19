import { canSummon, defineCard, onDestroyed, summon } from '../api';

/** Salamander Monk: * Spirit Form: When this unit is destroyed, place a Salamander Monk Spirit conjuration onto your battlefield. */
export default defineCard({
  stub: 'salamander-monk',
  triggers: [
    onDestroyed('Spirit Form', [
      (g) => {
        if (canSummon(g, 'salamander-monk-spirit')) summon(g, 'salamander-monk-spirit');
      },
    ]),
  ],
});
