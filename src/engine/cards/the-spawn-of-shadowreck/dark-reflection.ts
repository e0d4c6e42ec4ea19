import {
  activeDiceOf,
  chooseCard,
  chooseDie,
  dealDamage,
  defineCard,
  exhaustDie,
  onDestroyed,
  opponentUnits,
  phoenixbornOf,
  placeWounds,
} from '../api';

const target = chooseCard('target', {
  title: 'Dark Reflection, Slay 2: choose a unit an opponent controls',
  from: (g) => opponentUnits(g),
});
const die = chooseDie('die', {
  title: 'Dark Reflection, War Within: choose a die in your active pool to exhaust',
  from: (g) => activeDiceOf(g).map((d) => d.uuid),
});

/**
 * Dark Reflection: Slay 2: side - exhaust: Deal 2 damage to a target unit an opponent controls.
 * * War Within: When this unit is destroyed, exhaust one die in your active pool. If you
 * cannot, place 2 wound tokens on your Phoenixborn.
 */
export default defineCard({
  stub: 'dark-reflection',
  abilities: [
    {
      id: 'slay',
      name: 'Slay 2',
      cost: ['[[side]]', '[[exhaust]]'],
      usable: (q) => opponentUnits(q).length > 0,
      steps: [target.ask, (g) => void dealDamage(g, target.of(g), 2)],
    },
  ],
  triggers: [
    onDestroyed('War Within', [
      die.ask,
      (g) => {
        if (!exhaustDie(g, die.of(g))) placeWounds(g, phoenixbornOf(g), 2);
      },
    ]),
  ],
});
