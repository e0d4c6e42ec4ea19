import {
  attachConjuredAlteration,
  chimeraPhase,
  defineAspect,
  onComesIntoPlay,
  opp,
  phoenixbornOf,
} from '../api';

/**
 * Deluge (aspect): When this aspect is revealed, attach 1 Drowning to the opposing Phoenixborn
 * for each number of the current phase (1 in phase I, up to 3 in phase III).
 */
export default defineAspect({
  stub: 'deluge',
  triggers: [
    onComesIntoPlay('Deluge', [
      (g) => {
        for (let i = 0; i < chimeraPhase(g); i++)
          attachConjuredAlteration(g, 'drowning', phoenixbornOf(g, opp(g)));
      },
    ]),
  ],
});
