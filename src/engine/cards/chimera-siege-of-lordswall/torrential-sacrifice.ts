import {
  addRedRains,
  defineAspect,
  destroyRightmostConjuredAspect,
  onComesIntoPlay,
  summonAspects,
} from '../api';

/** Torrential Sacrifice (aspect): When this aspect is revealed, destroy the Chimera's rightmost conjured aspect. If one was destroyed, put 1 Red Rains token on the Chimera; otherwise summon a Rainwalker. */
export default defineAspect({
  stub: 'torrential-sacrifice',
  triggers: [
    onComesIntoPlay('Torrential Sacrifice', [
      (g) => {
        if (destroyRightmostConjuredAspect(g)) addRedRains(g, 1);
        else summonAspects(g, 'rainwalker');
      },
    ]),
  ],
});
