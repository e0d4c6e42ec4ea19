import { chooseCard, dealDamage, defineCard, onComesIntoPlay, self, targetableUnits } from '../api';

const target = chooseCard('target', {
  title: 'Throw 1: you may deal 1 damage to another unit',
  from: (g) => targetableUnits(g, (u) => u !== self(g)),
  optional: true,
});

/** Anchornaut: Throw 1: when this unit comes into play, you may deal 1 damage to another target unit. */
export default defineCard({
  stub: 'anchornaut',
  triggers: [
    onComesIntoPlay('Throw 1', [
      target.ask,
      (g) => {
        dealDamage(g, target.of(g), 1);
      },
    ]),
  ],
});
