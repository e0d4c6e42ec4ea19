import {
  alterationsInPlay,
  chooseCard,
  dealDamage,
  defineCard,
  discardFromPlay,
  self,
  stubOf,
  targetableUnits,
} from '../api';
import type { Scope } from '../api';

/** A Spark attached to this unit (the one its ability discards). */
function sparkOn(s: Scope, unit: string): string | null {
  return (
    alterationsInPlay(s).find(({ card, host }) => host === unit && stubOf(s, card) === 'spark')
      ?.card ?? null
  );
}

const target = chooseCard('target', {
  title: 'Spark: choose a unit to deal 1 damage to',
  from: (g) => targetableUnits(g),
});

/** Spark: conjured alteration spell, +1 attack (printed on the card). * Spark: main: Discard this spell to deal 1 damage to a target unit. */
export default defineCard({
  stub: 'spark',
  grantedAbilities: [
    {
      id: 'spark',
      name: 'Spark',
      cost: ['[[main]]'],
      inexhaustible: true,
      usable: (q) => targetableUnits(q).length > 0,
      steps: [
        target.ask,
        (g) => {
          const spark = sparkOn(g, self(g));
          if (!spark) return { end: true };
          discardFromPlay(g, spark);
          dealDamage(g, target.of(g), 1);
        },
      ],
    },
  ],
});
