import {
  attachConjuredAlteration,
  chooseCard,
  defineCard,
  inConjurationPile,
  unitsOf,
} from '../api';

const target = chooseCard('target', {
  title: 'Ice Buff: choose a unit you control to attach an Ice Buff to',
  from: (g) => unitsOf(g),
});

/** Rin Northfell: Ice Buff: side, exhaust: Attach an Ice Buff conjured alteration spell to a target unit you control. */
export default defineCard({
  stub: 'rin-northfell',
  abilities: [
    {
      id: 'iceBuff',
      name: 'Ice Buff',
      cost: ['[[side]]', '[[exhaust]]'],
      usable: (q) => inConjurationPile(q, 'ice-buff') && unitsOf(q).length > 0,
      steps: [target.ask, (g) => void attachConjuredAlteration(g, 'ice-buff', target.of(g))],
    },
  ],
});
