import { registerCard } from '../registry';
import { damage, ctxId, targetUnit, targetableUnits } from '../helpers';
/** Aradel Summergaard: Water Blast: side, exhaust, 1 natural class: deal 2 damage to a target unit. */
export default registerCard({
  stub: 'aradel-summergaard',
  abilities: [
    {
      id: 'waterBlast',
      name: 'Water Blast',
      cost: ['[[side]]', '[[exhaust]]', '1 [[natural:class]]'],
      usable: (q) => targetableUnits(q.state, q.me).length > 0,
      steps: [
        targetUnit('target', 'Water Blast: choose a unit to deal 2 damage to'),
        (g) => {
          damage(g, ctxId(g, 'target'), 2);
        },
      ],
    },
  ],
});
