import { canSummon, chooseCard, defineCard, focus, placeStatus, summon, unitsOf } from '../api';

const target = chooseCard('target', {
  title: 'Summon Indiglow Creeper, Focus 1: you may place 1 status token on a unit you control',
  from: (g) => (focus(g) >= 1 ? unitsOf(g) : []),
  optional: true,
});

/**
 * Summon Indiglow Creeper: main - exhaust - 1 natural class - 1 sympathy class: Place an
 * Indiglow Creeper conjuration onto your battlefield. Focus 1: You may place 1 status token on
 * a target unit you control.
 */
export default defineCard({
  stub: 'summon-indiglow-creeper',
  abilities: [
    {
      id: 'summon',
      name: 'Summon Indiglow Creeper',
      cost: ['[[main]]', '[[exhaust]]', '1 [[natural:class]]', '1 [[sympathy:class]]'],
      usable: (q) => canSummon(q, 'indiglow-creeper'),
      steps: [
        (g) => void summon(g, 'indiglow-creeper'),
        target.ask,
        (g) => placeStatus(g, target.of(g), 1),
      ],
    },
  ],
});
