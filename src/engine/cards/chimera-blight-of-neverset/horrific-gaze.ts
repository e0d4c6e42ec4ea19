import { defineAspect, forbid, opp, phoenixbornOf, self, treatAsExhausted } from '../api';

/**
 * Horrific Gaze (aspect): While this aspect is unexhausted, the opposing Phoenixborn is
 * considered exhausted and cannot guard.
 *
 * Placed when it comes into play, as effects in force only while it is on the battlefield
 * unexhausted: they lapse while it is exhausted and hold again once it is readied.
 */
export default defineAspect({
  stub: 'horrific-gaze',
  triggers: [
    {
      name: 'Horrific Gaze',
      event: 'cameIntoPlay',
      match: (q, e) => e.card === q.self,
      steps: [
        (g) => {
          const phoenixborn = phoenixbornOf(g, opp(g));
          treatAsExhausted(g, phoenixborn, { whileUnexhausted: self(g) });
          forbid(g, phoenixborn, ['guard'], { whileUnexhausted: self(g) });
        },
      ],
    },
  ],
});
