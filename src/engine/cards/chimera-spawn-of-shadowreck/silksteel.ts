import { defineAspect, destroy, onComesIntoPlay } from '../api';
import { webbedUnits, webLeftmostUnwebbed } from './webbing';

/**
 * Silksteel (aspect): When this aspect is revealed, destroy the opponent's leftmost unit that
 * has a Webbed; if none has, attach a Webbed to their leftmost unit.
 */
export default defineAspect({
  stub: 'silksteel',
  triggers: [
    onComesIntoPlay('Silksteel', [
      (g) => {
        const [webbed] = webbedUnits(g);
        if (webbed !== undefined) destroy(g, webbed);
        else webLeftmostUnwebbed(g);
      },
    ]),
  ],
});
