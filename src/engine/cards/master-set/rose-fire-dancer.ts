import { registerCard } from '../registry';
import { ctxId, exhaustTokens, targetUnit, targetableUnits } from '../helpers';
/** Rose Fire Dancer: Distract: side, exhaust: place 1 exhaustion token on a target unit. */
export default registerCard({
  stub: 'rose-fire-dancer',
  abilities: [
    {
      id: 'distract',
      name: 'Distract',
      cost: ['[[side]]', '[[exhaust]]'],
      usable: (q) => targetableUnits(q.state, q.me).length > 0,
      steps: [
        targetUnit('target', 'Distract: choose a unit'),
        (g) => exhaustTokens(g, ctxId(g, 'target'), 1),
      ],
    },
  ],
});
