import {
  attachedCopies,
  attachConjuredAlteration,
  defineAspect,
  destroy,
  onComesIntoPlay,
  opp,
  unitsOf,
} from '../api';

/**
 * Silksteel (aspect): When this aspect is revealed, destroy the opponent's leftmost unit that
 * has a Webbed; if none has, attach a Webbed to their leftmost unit.
 */
export default defineAspect({
  stub: 'silksteel',
  triggers: [
    onComesIntoPlay('Silksteel', [
      (g) => {
        const units = unitsOf(g, opp(g));
        const webbed = units.find((u) => attachedCopies(g, u, 'webbed').length > 0);
        if (webbed !== undefined) destroy(g, webbed);
        else attachConjuredAlteration(g, 'webbed', units[0] ?? null);
      },
    ]),
  ],
});
