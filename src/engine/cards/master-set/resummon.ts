import { registerCard } from '../registry';
import { chooseCard, conjureOnto, ctxId } from '../helpers';
import { inst, isConjurationCard } from '../../cardinfo';
import { destroyUnit } from '../../ops';
/** Resummon: main, exhaust, 1 ceremonial class, 1 illusion class: destroy a conjuration you control. Then place that conjuration onto your battlefield. */
export default registerCard({
  stub: 'resummon',
  abilities: [
    {
      id: 'resummon',
      name: 'Resummon',
      cost: ['[[main]]', '[[exhaust]]', '1 [[ceremonial:class]]', '1 [[illusion:class]]'],
      usable: (q) =>
        q.state.players[q.me].battlefield.some((u) => isConjurationCard(q.state, q.context, u)),
      steps: [
        chooseCard('target', 'Resummon: choose a conjuration you control', (g) =>
          g.state.players[g.me].battlefield.filter((u) => isConjurationCard(g.state, g.context, u)),
        ),
        (g) => {
          const target = ctxId(g, 'target');
          if (!target) return { end: true };
          g.ctx.stub = inst(g.state, target).stub;
          destroyUnit(g.state, g.context, target, { by: g.me, byEffect: true });
        },
        (g) => {
          conjureOnto(g, String(g.ctx.stub));
        },
      ],
    },
  ],
});
