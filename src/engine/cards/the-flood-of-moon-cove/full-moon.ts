import { addAttackThisTurn, chooseCard, chooseCards, defineCard, focus, unitsOf } from '../api';

const one = chooseCard('unit', {
  title: 'Full Moon: choose a unit you control to add 1 to its attack value',
  from: (g) => (focus(g) === 0 ? unitsOf(g) : []),
});
const several = chooseCards('units', {
  title: (g) =>
    `Full Moon, Focus ${Math.min(focus(g), 2)}: choose up to ${Math.min(focus(g), 2) + 1} units you control to add 1 to their attack value`,
  from: (g) => (focus(g) > 0 ? unitsOf(g) : []),
  // Focus 1: up to two units; Focus 2 (or more): up to three.
  count: { max: (g) => Math.min(focus(g), 2) + 1 },
});

/**
 * Full Moon: side - exhaust: Choose a unit you control. Add 1 to its attack value for the
 * remainder of the turn. Focus 1: Choose up to two units you control instead. Focus 2: Choose
 * up to three units you control instead.
 */
export default defineCard({
  stub: 'full-moon',
  abilities: [
    {
      id: 'fullMoon',
      name: 'Full Moon',
      cost: ['[[side]]', '[[exhaust]]'],
      usable: (q) => unitsOf(q).length > 0,
      steps: [
        one.ask,
        several.ask,
        (g) => {
          const units = [...(several.of(g) ?? []), one.of(g)];
          for (const unit of units) if (unit !== null) addAttackThisTurn(g, unit, 1);
        },
      ],
    },
  ],
});
