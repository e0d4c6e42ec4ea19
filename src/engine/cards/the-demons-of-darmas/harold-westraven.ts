import {
  attachConjuredAlteration,
  chooseCard,
  defineCard,
  inConjurationPile,
  targetableUnits,
} from '../api';

const target = chooseCard('target', {
  title: "Harold Westraven, Mark Prey: choose a unit to attach Hunter's Mark to",
  from: (g) => targetableUnits(g),
});

/** Harold Westraven: Mark Prey: side, exhaust: Attach a Hunter's Mark conjured alteration spell to a target unit. */
export default defineCard({
  stub: 'harold-westraven',
  abilities: [
    {
      id: 'markPrey',
      name: 'Mark Prey',
      cost: ['[[side]]', '[[exhaust]]'],
      usable: (q) => inConjurationPile(q, 'hunters-mark') && targetableUnits(q).length > 0,
      steps: [target.ask, (g) => void attachConjuredAlteration(g, 'hunters-mark', target.of(g))],
    },
  ],
});
