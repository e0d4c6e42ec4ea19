import { registerCard } from '../registry';
import { ctxId, targetUnit, targetableUnits } from '../helpers';
import { focusOf, inst } from '../../cardinfo';
import { addLog, cardPart } from '../../log';
/** Strengthen: side, exhaust: add 2 to a target unit's attack value for the remainder of the turn. Focus 2: add 1 more. */
export default registerCard({
  stub: 'strengthen',
  abilities: [
    {
      id: 'strengthen',
      name: 'Strengthen',
      cost: ['[[side]]', '[[exhaust]]'],
      usable: (q) => targetableUnits(q.state, q.me).length > 0,
      steps: [
        targetUnit('target', 'Strengthen: choose a unit'),
        (g) => {
          const target = ctxId(g, 'target');
          if (!target) return;
          const amount = focusOf(g.state, g.frame.source ?? '') >= 2 ? 3 : 2;
          inst(g.state, target).effects.push({ kind: 'attack', amount, until: 'turn' });
          addLog(g.state, [
            cardPart(g.context, inst(g.state, target).stub),
            ` gets +${amount} attack this turn`,
          ]);
        },
      ],
    },
  ],
});
