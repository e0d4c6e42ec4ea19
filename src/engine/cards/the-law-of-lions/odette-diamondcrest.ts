import {
  attackOf,
  chooseCard,
  dealDamage,
  defineCard,
  inPlay,
  rememberNumber,
  self,
  targetableUnits,
} from '../api';

const target = chooseCard('target', {
  title: 'Enter the Fray: choose a unit to deal 2 damage to',
  from: (g) => targetableUnits(g),
});

/** The target's attack value, read before the damage in case the damage destroys it. */
const attackBefore = rememberNumber('attackBefore');

/** Odette Diamondcrest: Enter the Fray: main, exhaust: Deal 2 damage to a target unit. Deal damage to this Phoenixborn equal to the target unit's attack value. */
export default defineCard({
  stub: 'odette-diamondcrest',
  abilities: [
    {
      id: 'enterTheFray',
      name: 'Enter the Fray',
      cost: ['[[main]]', '[[exhaust]]'],
      usable: (q) => targetableUnits(q).length > 0,
      steps: [
        target.ask,
        (g) => {
          const unit = target.of(g);
          if (unit === null) return { end: true };
          attackBefore.set(g, attackOf(g, unit));
          dealDamage(g, unit, 2);
        },
        (g) => {
          // A unit still in play answers with its attack value now; a destroyed one with its last.
          const unit = target.of(g);
          const attack = unit !== null && inPlay(g, unit) ? attackOf(g, unit) : attackBefore.of(g);
          dealDamage(g, self(g), attack ?? 0);
        },
      ],
    },
  ],
});
