import {
  chooseCard,
  dealDamage,
  defineCard,
  placeStatus,
  removeStatus,
  removeWounds,
  targetableUnits,
  tokensOn,
} from '../api';

const damaged = chooseCard('damaged', {
  title: 'Drain Vitality: choose a unit to deal 1 damage to',
  from: (g) => targetableUnits(g),
});
const healed = chooseCard('healed', {
  title: 'Drain Vitality: choose a unit to remove 1 wound token from',
  from: (g) => targetableUnits(g, (u) => tokensOn(g, u).damage > 0),
});
const drained = chooseCard('drained', {
  title: 'Drain Vitality: choose a unit to remove 1 status token from',
  from: (g) => targetableUnits(g, (u) => tokensOn(g, u).status > 0),
});
const fed = chooseCard('fed', {
  title: 'Drain Vitality: choose a unit to place 1 status token on',
  from: (g) => targetableUnits(g),
});

/** Drain Vitality: main, exhaust, 1 ceremonial class: Deal 1 damage to a target unit. If you do, remove 1 wound token from a target unit. side, exhaust, 1 sympathy class: Remove 1 status token from a target unit. If you do, place 1 status token on a target unit. */
export default defineCard({
  stub: 'drain-vitality',
  abilities: [
    {
      id: 'drainLife',
      name: 'Drain Vitality: damage and heal',
      cost: ['[[main]]', '[[exhaust]]', '1 [[ceremonial:class]]'],
      usable: (q) => targetableUnits(q).length > 0,
      steps: [
        damaged.ask,
        (g) => {
          if (damaged.of(g) === null) return { end: true };
          dealDamage(g, damaged.of(g), 1);
        },
        healed.ask,
        (g) => void removeWounds(g, healed.of(g), 1),
      ],
    },
    {
      id: 'drainStatus',
      name: 'Drain Vitality: move a status token',
      cost: ['[[side]]', '[[exhaust]]', '1 [[sympathy:class]]'],
      usable: (q) => targetableUnits(q, (u) => tokensOn(q, u).status > 0).length > 0,
      steps: [
        drained.ask,
        (g) => {
          if (removeStatus(g, drained.of(g), 1) === 0) return { end: true };
        },
        fed.ask,
        (g) => placeStatus(g, fed.of(g), 1),
      ],
    },
  ],
});
