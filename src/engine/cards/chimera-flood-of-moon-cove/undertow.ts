import {
  attachConjuredAlteration,
  attachedCopies,
  defineAspect,
  onComesIntoPlay,
  opp,
  phoenixbornOf,
  rerollSomeRageDice,
} from '../api';

/**
 * Undertow (aspect): Retreat (at the end of the round it goes face down again). When this
 * aspect is revealed, attach a Drowning to the opposing Phoenixborn, then re-roll as many basic
 * rage dice as that Phoenixborn's drowning level (its Drowning count).
 */
export default defineAspect({
  stub: 'undertow',
  keywords: { retreat: 1 },
  triggers: [
    onComesIntoPlay('Undertow', [
      (g) => {
        const phoenixborn = phoenixbornOf(g, opp(g));
        attachConjuredAlteration(g, 'drowning', phoenixborn);
        rerollSomeRageDice(g, attachedCopies(g, phoenixborn, 'drowning').length);
      },
    ]),
  ],
});
