import { chooseCard, defineCard, forbid, onComesIntoPlay, opponentUnits } from '../api';

const target = chooseCard('target', {
  title: 'Timestopper, Halt: choose a unit an opponent controls; it cannot attack, block or guard',
  from: (g) => opponentUnits(g),
});

/**
 * Timestopper: ~ Swift: After a unit comes into play onto an opponent's battlefield, you may
 * play this unit from your hand without paying its main action cost. Halt: When this unit
 * comes into play, choose a target unit an opponent controls. That unit cannot attack, block,
 * or guard until the end of the next turn or the round.
 */
export default defineCard({
  stub: 'timestopper',
  playFromHand: {
    name: 'Swift',
    event: 'cameIntoPlay',
    match: (q, e) => e.controller !== q.me,
  },
  triggers: [
    onComesIntoPlay('Halt', [
      target.ask,
      (g) =>
        forbid(g, target.of(g), ['attack', 'block', 'guard'], { untilEndOfNextTurnOrRound: true }),
    ]),
  ],
});
