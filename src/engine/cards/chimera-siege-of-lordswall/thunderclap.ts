import { defineAspect, onComesIntoPlay, rerollSomeRageDice } from '../api';

/** Thunderclap (aspect): When this aspect is revealed, re-roll up to 4 basic rage dice. */
export default defineAspect({
  stub: 'thunderclap',
  triggers: [onComesIntoPlay('Thunderclap', [(g) => void rerollSomeRageDice(g, 4)])],
});
