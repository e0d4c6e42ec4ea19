import {
  defineAspect,
  onComesIntoPlay,
  opponentLowersNonBasicDice,
  rerollRageDiceFaces,
} from '../api';

/**
 * Panic (aspect): Retreat (at the end of the round it goes face down again). When this aspect
 * is revealed, the Chimera re-rolls up to 2 of its basic rage dice; for each one that comes up
 * basic again, the opposing player lowers 1 of their non-basic active dice one level.
 *
 * Decided: "up to 2" is the Chimera's and it re-rolls as many as it has (2 when it can, as
 * Webbed's re-roll); the player picks which dice to lower, as on the behaviour rows.
 */
export default defineAspect({
  stub: 'panic',
  keywords: { retreat: 1 },
  triggers: [
    onComesIntoPlay('Panic', [
      (g) => {
        const stayedBasic = rerollRageDiceFaces(g, 2).filter((f) => f === 'basic').length;
        if (stayedBasic > 0) opponentLowersNonBasicDice(g, stayedBasic);
      },
    ]),
  ],
});
