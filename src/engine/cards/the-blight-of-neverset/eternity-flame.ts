import {
  chooseCard,
  controllerOf,
  dealDamage,
  defineCard,
  destroy,
  diceOn,
  onComesIntoPlay,
  opponentUnits,
  phoenixbornOf,
  rememberText,
  targetablePhoenixborns,
} from '../api';

const victim = chooseCard('victim', {
  title:
    'Eternity Flame, Engulf: you may destroy a unit an opponent controls with a charm die on it',
  from: (g) => opponentUnits(g).filter((unit) => diceOn(g, unit, 'charm').length > 0),
  optional: true,
});
// The destroyed unit's controller's Phoenixborn, known before the unit leaves play.
const theirPhoenixborn = rememberText('theirPhoenixborn');

/**
 * Eternity Flame: Engulf: When this unit comes into play, you may destroy a target unit an
 * opponent controls with a charm die on it. If you do, deal 2 damage to that opponent's target
 * Phoenixborn.
 */
export default defineCard({
  stub: 'eternity-flame',
  triggers: [
    onComesIntoPlay('Engulf', [
      victim.ask,
      (g) => {
        const unit = victim.of(g);
        if (!unit) return { end: true };
        theirPhoenixborn.set(g, phoenixbornOf(g, controllerOf(g, unit)));
        // "If you do": nothing more when the unit was not destroyed.
        if (destroy(g, unit) === null) return { end: true };
        return undefined;
      },
      (g) => {
        const pb = theirPhoenixborn.of(g);
        if (pb && targetablePhoenixborns(g).includes(pb)) dealDamage(g, pb, 2);
      },
    ]),
  ],
});
