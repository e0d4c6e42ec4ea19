import {
  attachOnePerHost,
  defineAspect,
  moveUnitToRightEnd,
  onComesIntoPlay,
  opp,
  unitsOf,
} from '../api';

/**
 * Wild Throw (aspect): When this aspect is revealed, attach a Stun to the opponent's leftmost
 * unit and move that unit to the right end of their battlefield.
 *
 * aspects.json marks the direction (right end) as the reference implementation's default.
 */
export default defineAspect({
  stub: 'wild-throw',
  triggers: [
    onComesIntoPlay('Wild Throw', [
      (g) => {
        const [leftmost] = unitsOf(g, opp(g));
        if (leftmost === undefined) return;
        attachOnePerHost(g, 'stun', leftmost);
        moveUnitToRightEnd(g, leftmost);
      },
    ]),
  ],
});
