import { defineAspect, onComesIntoPlay, summonAspects } from '../api';

/** At the Gates (aspect): When this aspect is revealed, and at the end of each round, summon a Rainwalker at the left end of the Chimera's battlefield. */
export default defineAspect({
  stub: 'at-the-gates',
  triggers: [
    onComesIntoPlay('At the Gates', [(g) => void summonAspects(g, 'rainwalker', 1, 'left')]),
    {
      name: 'At the Gates (end of round)',
      event: 'endOfRound',
      match: () => true,
      steps: [(g) => void summonAspects(g, 'rainwalker', 1, 'left')],
    },
  ],
});
