import {
  chooseCard,
  dealDamage,
  defineCard,
  onComesIntoPlay,
  placeWounds,
  self,
  targetableUnits,
} from '../api';

const target = chooseCard('target', {
  title: 'Throw 1: you may deal 1 damage to another unit',
  from: (g) => targetableUnits(g, (u) => u !== self(g)),
  optional: true,
});

/**
 * Old Salt: Wounded 1: When this unit comes into play, place 1 wound token onto it.
 * Throw 1: When this unit comes into play, you may deal 1 damage to another target unit.
 */
export default defineCard({
  stub: 'old-salt',
  triggers: [
    onComesIntoPlay('Wounded 1', [(g) => placeWounds(g, self(g), 1)]),
    onComesIntoPlay('Throw 1', [target.ask, (g) => void dealDamage(g, target.of(g), 1)]),
  ],
});
