import {
  attachConjuredAlteration,
  chimeraPhase,
  defineAspect,
  onComesIntoPlay,
  self,
} from '../api';

/**
 * Giant's Might (aspect): Gigantic 2. When this aspect is revealed, attach a Vigor to it once
 * for each phase the Chimera is in (1 in phase I, 2 in II, 3 in III).
 */
export default defineAspect({
  stub: 'giants-might',
  keywords: { gigantic: 2 },
  triggers: [
    onComesIntoPlay("Giant's Might", [
      (g) => {
        for (let i = 0; i < chimeraPhase(g); i++) attachConjuredAlteration(g, 'vigor', self(g));
      },
    ]),
  ],
});
