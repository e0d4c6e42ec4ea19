import { controllerOf, defineCard, hostOf, placeWounds, self } from '../api';

/**
 * Bleed (conjured alteration spell, unit): Inexhaustible: at the end of each turn of this
 * unit's controller, place 1 wound token on this unit.
 */
export default defineCard({
  stub: 'bleed',
  triggers: [
    {
      name: 'Bleed',
      event: 'turnEnded',
      inexhaustible: true,
      match: (q, e) => {
        const host = hostOf(q, q.self);
        return host !== null && controllerOf(q, host) === e.player;
      },
      steps: [(g) => placeWounds(g, hostOf(g, self(g)), 1)],
    },
  ],
});
